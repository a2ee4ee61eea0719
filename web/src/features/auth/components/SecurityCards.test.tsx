import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { storeSession } from '@/lib/session-storage'
import { renderWithProviders } from '@/testing/render'
import { SessionsCard } from './SessionsCard'
import { TwoFactorCard } from './TwoFactorCard'


type Call = { method: string; path: string; body?: unknown }

/** serve answers fetch from a table of 'METHOD /path' → [status, body], and records the calls. */
function serve(routes: Record<string, [number, unknown] | (() => [number, unknown])>): Call[] {
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      const path = url.replace(/^\/api/, '')
      calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined })
      const route = routes[`${method} ${path}`]
      const [status, body] = typeof route === 'function' ? route() : (route ?? [404, { error: 'x', code: 'not_found' }])
      return status === 204 ? new Response(null, { status }) : new Response(JSON.stringify(body), { status })
    }),
  )
  return calls
}

function renderWithSession(ui: React.ReactNode) {
  storeSession('tok', { id: 7, name: 'Ana', email: 'ana@exemplo.com.br', role: 'user' })
  renderWithProviders(ui)
}

const me = (twoFactorEnabled: boolean) => [200, { data: { id: 7, name: 'Ana', email: 'ana@exemplo.com.br', role: 'user', twoFactorEnabled } }] as [number, unknown]

describe('TwoFactorCard', () => {
  it('sets two-factor up: QR code and key, a code to confirm, then the ten recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`)
    let enabled = false
    const calls = serve({
      'GET /auth/me': () => me(enabled),
      'POST /auth/totp/setup': [200, { data: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCode: 'data:image/png;base64,iVBOR' } }],
      'POST /auth/totp/enable': () => {
        enabled = true
        return [200, { data: { recoveryCodes: codes } }]
      },
    })
    renderWithSession(<TwoFactorCard />)
    const card = await screen.findByRole('region', { name: 'Verificação em duas etapas' })
    expect(within(card).getByText('Desativada')).toBeInTheDocument()
    await userEvent.click(within(card).getByRole('button', { name: 'Ativar' }))
    expect(await within(card).findByRole('img', { name: 'QR code para o aplicativo autenticador' })).toHaveAttribute('src', 'data:image/png;base64,iVBOR')
    expect(within(card).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument()

    await userEvent.type(within(card).getByLabelText('Código do aplicativo'), '12a')
    await userEvent.click(within(card).getByRole('button', { name: 'Confirmar e ativar' }))
    expect(await within(card).findByText('O código tem 6 dígitos')).toBeInTheDocument()
    expect(calls.filter((c) => c.path === '/auth/totp/enable')).toHaveLength(0)

    await userEvent.clear(within(card).getByLabelText('Código do aplicativo'))
    await userEvent.type(within(card).getByLabelText('Código do aplicativo'), '123456')
    await userEvent.click(within(card).getByRole('button', { name: 'Confirmar e ativar' }))
    const list = await within(card).findByRole('list', { name: 'Códigos de recuperação' })
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(codes)
    expect(within(card).getByText('Ativa')).toBeInTheDocument()
    expect(calls.find((c) => c.path === '/auth/totp/enable')?.body).toEqual({ code: '123456' })

    await userEvent.click(within(card).getByRole('button', { name: 'Já guardei os códigos' }))
    expect(await within(card).findByRole('button', { name: 'Desativar' })).toBeInTheDocument()
    expect(within(card).queryByRole('list', { name: 'Códigos de recuperação' })).not.toBeInTheDocument()
  })

  it('turns two-factor off with the password, showing a wrong one', async () => {
    let enabled = true
    const calls = serve({
      'GET /auth/me': () => me(enabled),
      'DELETE /auth/totp': () => {
        const last = calls[calls.length - 1].body as { password: string }
        if (last.password !== 'Senha-Certa-1') return [422, { error: 'Dados inválidos.', code: 'validation_failed', fields: { password: 'Senha atual incorreta' } }]
        enabled = false
        return [204, null]
      },
    })
    renderWithSession(<TwoFactorCard />)
    const card = await screen.findByRole('region', { name: 'Verificação em duas etapas' })
    await userEvent.click(await within(card).findByRole('button', { name: 'Desativar' }))
    await userEvent.click(within(card).getByRole('button', { name: 'Desativar' }))
    expect(await within(card).findByText('Senha atual é obrigatória')).toBeInTheDocument()
    await userEvent.type(within(card).getByLabelText('Senha atual'), 'errada')
    await userEvent.click(within(card).getByRole('button', { name: 'Desativar' }))
    expect(await within(card).findByText('Senha atual incorreta')).toBeInTheDocument()
    await userEvent.clear(within(card).getByLabelText('Senha atual'))
    await userEvent.type(within(card).getByLabelText('Senha atual'), 'Senha-Certa-1')
    await userEvent.click(within(card).getByRole('button', { name: 'Desativar' }))
    expect(await within(card).findByText('Desativada')).toBeInTheDocument()
  })
})

describe('SessionsCard', () => {
  it("lists the sessions with 'Esta sessão', ends one and all the others", async () => {
    let sessions = [
      { id: 3, device: 'Chrome no Linux', userAgent: 'x', address: '198.51.100.7', createdAt: '2026-11-20T12:00:00Z', lastUsedAt: '2026-11-23T12:00:00Z', current: true },
      { id: 2, device: 'Safari no iPhone', userAgent: 'y', address: '203.0.113.9', createdAt: '2026-11-19T12:00:00Z', lastUsedAt: '2026-11-22T12:00:00Z', current: false },
      { id: 1, device: 'Firefox no Windows', userAgent: 'z', address: '', createdAt: '2026-11-18T12:00:00Z', lastUsedAt: '2026-11-21T12:00:00Z', current: false },
    ]
    const calls = serve({
      'GET /auth/me': me(false),
      'GET /auth/sessions': () => [200, { data: sessions }],
      'DELETE /auth/sessions/2': () => {
        sessions = sessions.filter((s) => s.id !== 2)
        return [204, null]
      },
      'DELETE /auth/sessions': () => {
        const ended = sessions.filter((s) => !s.current).length
        sessions = sessions.filter((s) => s.current)
        return [200, { data: { ended } }]
      },
    })
    renderWithSession(<SessionsCard />)
    const rows = await screen.findAllByTestId('session')
    expect(rows).toHaveLength(3)
    expect(rows[0]).toHaveTextContent('Chrome no Linux')
    expect(rows[0]).toHaveTextContent('Esta sessão')
    expect(rows[0]).toHaveTextContent('Endereço 198.51.100.7')
    expect(within(rows[0]).queryByRole('button', { name: 'Encerrar' })).not.toBeInTheDocument()
    expect(rows[2]).toHaveTextContent('Endereço desconhecido')

    await userEvent.click(within(rows[1]).getByRole('button', { name: 'Encerrar' }))
    await vi.waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(2))
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/auth/sessions/2')).toBe(true)

    await userEvent.click(screen.getByRole('button', { name: 'Encerrar todas as outras' }))
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Encerrar' }))
    await vi.waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(1))
    expect(await screen.findByText('1 sessão encerrada.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Encerrar todas as outras' })).not.toBeInTheDocument()
  })
})
