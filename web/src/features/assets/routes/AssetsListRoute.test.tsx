import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Role } from '@/lib/permissions'
import { storeSession } from '@/lib/session-storage'
import { jsonResponse, renderRoute } from '@/testing/render'
import AssetsListRoute from './AssetsListRoute'


const LONG = 'Apartamento no Jardim Europa com vista para o parque, três quartos e duas vagas'
const page = {
  success: true,
  data: [
    {
      id: 1, description: LONG, type: 'real_estate', status: 'active', acquisitionValue: 400000, currentValue: 500000,
      acquisitionDate: '2020-06-01', details: {}, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z',
    },
  ],
  meta: { total: 1, page: 1, pageSize: 12, totalPages: 1, summary: { count: 1, acquisitionTotal: 400000, currentTotal: 500000 } },
}

/** show renders the list for a role; the list endpoint answers with `answers` in turn (a status, or 200 with the page). */
function show(role: Role, answers: number[] = [200]) {
  const user = { id: 7, name: 'Ana', email: 'ana@exemplo.com.br', role }
  storeSession('tok', user)
  const listCalls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input)
      if (url.includes('/auth/me')) return jsonResponse({ data: user })
      listCalls.push(url)
      const status = answers[Math.min(listCalls.length, answers.length) - 1]
      return status === 200 ? jsonResponse(page) : jsonResponse({ error: 'Erro interno.' }, status)
    }),
  )
  renderRoute('/assets', <AssetsListRoute />)
  return listCalls
}

describe('AssetsListRoute', () => {
  it('keeps the whole description in a title and clamps it to two lines', async () => {
    show('user')
    const heading = await screen.findByRole('heading', { name: LONG })
    expect(heading).toHaveAttribute('title', LONG)
    expect(heading).toHaveClass('line-clamp-2')
  })

  it('filters by every type and status, Veículo and Alugado included', async () => {
    show('user')
    await screen.findByRole('heading', { name: LONG })
    const names = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((o) => o.textContent)
    expect(names('Filtrar por tipo')).toEqual(['Todos os tipos', 'Imóvel', 'Outros', 'Veículo'])
    expect(names('Filtrar por status')).toEqual(['Todos os status', 'Ativo', 'Inativo', 'Alugado', 'Vendido', 'Permutado'])
  })

  it("titles the count 'Ativos no filtro', not the dashboard's 'Total de Ativos'", async () => {
    show('user')
    expect(await screen.findByText('Ativos no filtro')).toBeInTheDocument()
    expect(screen.queryByText('Total de Ativos')).toBeNull()
  })

  it('offers Editar only to a role that may edit', async () => {
    show('user')
    const card = await screen.findByRole('listitem', { name: LONG })
    expect(within(card).getByRole('link', { name: `Editar ${LONG}` })).toHaveAttribute('href', '/assets/1/edit')
  })

  it('shows the Leitor Ver and nothing that leads to Acesso Negado', async () => {
    show('viewer')
    const card = await screen.findByRole('listitem', { name: LONG })
    expect(within(card).getAllByRole('link').map((l) => l.textContent?.trim())).toEqual(['Ver'])
    expect(within(card).queryByRole('button')).toBeNull()
    expect(screen.queryByRole('link', { name: /Novo Ativo/ })).toBeNull()
  })

  it("on a failed load shows no summary, only the error and 'Tentar novamente', which loads the list again", async () => {
    const calls = show('user', [500, 200])
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Erro ao carregar ativos. Por favor, tente novamente.')
    expect(screen.queryByText('Ativos no filtro')).toBeNull()
    expect(screen.queryByText('R$\u00a00,00')).toBeNull()
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('heading', { name: LONG })).toBeInTheDocument()
    expect(screen.getByText('Ativos no filtro')).toBeInTheDocument()
    expect(calls).toHaveLength(2)
  })
})
