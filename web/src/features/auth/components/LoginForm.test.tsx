import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { LoginForm } from './LoginForm'

function renderForm(onSuccess = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: 0 } } })
  render(
    <QueryClientProvider client={client}>
      <LoginForm onSuccess={onSuccess} />
    </QueryClientProvider>,
  )
  return onSuccess
}


describe('LoginForm', () => {
  it('asks for both fields and sends nothing when one is empty', async () => {
    const fetchSpy = vi.fn()
    vi.stubGlobal('fetch', fetchSpy)
    renderForm()
    await userEvent.type(screen.getByLabelText('Email'), 'ana@exemplo.com.br')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar no Sistema' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Por favor, preencha todos os campos')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it("shows 'Entrando...' and disables the button while signing in, then hands over token and user", async () => {
    let answer: (r: Response) => void = () => undefined
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))))
    const onSuccess = renderForm()
    await userEvent.type(screen.getByLabelText('Email'), 'ana@exemplo.com.br')
    await userEvent.type(screen.getByLabelText('Senha'), 'Senha-123')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar no Sistema' }))
    const busy = await screen.findByRole('button', { name: 'Entrando...' })
    expect(busy).toBeDisabled()
    answer(new Response(JSON.stringify({ data: { token: 't0k3n', user: { id: 1, name: 'Ana', email: 'ana@exemplo.com.br', role: 'admin' } } }), { status: 200 }))
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith('t0k3n', expect.objectContaining({ name: 'Ana' })))
  })

  it('shows the spec message for wrong credentials', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: 'Email ou senha incorretos.', code: 'invalid_credentials' }), { status: 401 })))
    renderForm()
    await userEvent.type(screen.getByLabelText('Email'), 'ana@exemplo.com.br')
    await userEvent.type(screen.getByLabelText('Senha'), 'errada')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar no Sistema' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Email ou senha incorretos. Verifique suas credenciais.')
  })

  it('asks for the two-factor code when the server wants it, resends with it, and shows a wrong code', async () => {
    const bodies: Record<string, string>[] = []
    const answers = [
      new Response(JSON.stringify({ error: 'Digite o código de verificação do seu aplicativo autenticador.', code: 'totp_required' }), { status: 401 }),
      new Response(JSON.stringify({ error: 'Código de verificação incorreto ou já usado.', code: 'invalid_totp' }), { status: 401 }),
      new Response(JSON.stringify({ data: { token: 't0k3n', user: { id: 1, name: 'Ana', email: 'ana@exemplo.com.br', role: 'admin' } } }), { status: 200 }),
    ]
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)))
        return answers.shift()!
      }),
    )
    const onSuccess = renderForm()
    await userEvent.type(screen.getByLabelText('Email'), 'ana@exemplo.com.br')
    await userEvent.type(screen.getByLabelText('Senha'), 'Senha-123')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar no Sistema' }))
    const code = await screen.findByLabelText('Código de verificação')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Digite o código de verificação')
    expect(bodies).toHaveLength(1)

    await userEvent.type(code, '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Código de verificação incorreto ou já usado.')
    expect(bodies[1]).toEqual({ email: 'ana@exemplo.com.br', password: 'Senha-123', code: '123456' })

    await userEvent.clear(code)
    await userEvent.type(code, 'abcde-fghjk')
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }))
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith('t0k3n', expect.objectContaining({ name: 'Ana' })))
    expect(bodies[2].code).toBe('abcde-fghjk')
  })

  it("goes back to the password with 'Voltar'", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: 'x', code: 'totp_required' }), { status: 401 })))
    renderForm()
    await userEvent.type(screen.getByLabelText('Email'), 'ana@exemplo.com.br')
    await userEvent.type(screen.getByLabelText('Senha'), 'Senha-123')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar no Sistema' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Voltar' }))
    expect(screen.getByRole('button', { name: 'Entrar no Sistema' })).toBeInTheDocument()
  })
})
