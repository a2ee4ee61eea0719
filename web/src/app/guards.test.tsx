import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { SessionProvider } from '@/lib/auth'
import { storeSession } from '@/lib/session-storage'
import type { Role } from '@/lib/permissions'
import { RequireAuth } from './guards'


function renderGuarded(role: Role | null, requirement: Parameters<typeof RequireAuth>[0], extra: Record<string, unknown> = {}) {
  const user = { id: 7, name: 'Ana', email: 'ana@exemplo.com.br', role: role ?? 'user', ...extra }
  if (role) storeSession('tok', user)
  // /auth/me confirms the stored session; it never answers in the first test, to keep the loading state.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => (requirement.children === 'pending' ? new Promise(() => undefined) : Promise.resolve(new Response(JSON.stringify({ data: user }), { status: 200 })))),
  )
  const router = createMemoryRouter(
    [
      { path: '/x', element: <RequireAuth {...requirement} /> },
      { path: '/login', element: <p>tela de login</p> },
      { path: '/users/edit/current', element: <p>meu perfil</p> },
    ],
    { initialEntries: ['/x'] },
  )
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  )
}

describe('RequireAuth (docs/product.md §2 guard order)', () => {
  it("shows 'Carregando...' while the session is checked", () => {
    renderGuarded('admin', { children: 'pending' })
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...')
  })
  it('sends a signed-out visitor to /login', async () => {
    renderGuarded(null, { children: 'conteúdo' })
    expect(await screen.findByText('tela de login')).toBeInTheDocument()
  })
  it("answers 'Acesso Negado' without the permission, before looking at the resource", async () => {
    renderGuarded('viewer', { permission: 'whitelabel.update', resource: 'whitelabel', children: 'conteúdo' })
    expect(await screen.findByRole('heading', { name: 'Acesso Negado' })).toBeInTheDocument()
  })
  it("answers 'Recurso Indisponível' without the resource", async () => {
    renderGuarded('viewer', { resource: 'settings', children: 'conteúdo' })
    expect(await screen.findByRole('heading', { name: 'Recurso Indisponível' })).toBeInTheDocument()
    expect(screen.getByText('Este recurso não está disponível para o seu nível de acesso.')).toBeInTheDocument()
  })
  it('shows the screen when both are held', async () => {
    renderGuarded('user', { permission: 'debts.read', resource: 'debts', children: 'conteúdo' })
    expect(await screen.findByText('conteúdo')).toBeInTheDocument()
  })
  it('sends an admin who must set up two-factor sign-in to Meu Perfil', async () => {
    renderGuarded('admin', { children: 'conteúdo' }, { twoFactorSetupRequired: true })
    expect(await screen.findByText('meu perfil')).toBeInTheDocument()
  })
})
