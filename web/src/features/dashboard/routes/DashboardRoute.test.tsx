import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { storeSession } from '@/lib/session-storage'
import { jsonResponse, renderRoute } from '@/testing/render'
import type { Dashboard } from '../api/get-dashboard'
import DashboardRoute from './DashboardRoute'

const change = { value: 0, changeType: 'neutral' } as const
const KINDS = ['Imóveis', 'Outros bens', 'Veículos da empresa', 'Veículos em estoque', 'Caixa e bancos', 'Recebíveis'] as const

/** dashboard is a year of month ends whose net worth is netWorth(i), on a database with nothing else. */
function dashboard(netWorth: (i: number) => number): Dashboard {
  return {
    date: '2026-11-29', netWorth: netWorth(11), cashTotal: 0, receivablesTotal: 0, totalAssets: 0, totalVehicles: 0, totalDebts: 0,
    assetsByType: KINDS.map((type) => ({ type, value: 0 })),
    monthlyEvolution: Array.from({ length: 12 }, (_, i) => {
      const month = `2026-${String(i + 1).padStart(2, '0')}`
      return { month, label: month, date: `${month}-28`, netWorth: netWorth(i) }
    }),
    changes: { since: '2026-10-31', netWorth: change, totalAssets: change, totalVehicles: change, totalDebts: change },
    recentTransactions: [], upcoming: [], overdueCount: 0,
  } as Dashboard
}

/** show renders the dashboard of a Leitor (no bridge: it reads no reports) with the server answering data. */
function show(data: Dashboard) {
  const user = { id: 7, name: 'Ana', email: 'ana@exemplo.com.br', role: 'viewer' as const }
  storeSession('tok', user)
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
    const body = String(input).includes('/auth/me') ? { data: user } : { success: true, data }
    return jsonResponse(body)
  }))
  renderRoute('/dashboard', <DashboardRoute />)
}

describe('DashboardRoute', () => {
  it('says a new company has no history yet instead of drawing an empty chart', async () => {
    show(dashboard(() => 0))
    expect(await screen.findByText('Nenhum valor nos últimos 12 meses ainda')).toBeInTheDocument()
    expect(screen.getByText('Nenhum bem no patrimônio ainda')).toBeInTheDocument()
  })

  it('draws the evolution once a month has a net worth, a negative one too', async () => {
    show(dashboard((i) => (i === 11 ? -150_000 : 0)))
    expect(await screen.findByRole('heading', { name: 'Evolução Mensal' })).toBeInTheDocument()
    expect(screen.queryByText('Nenhum valor nos últimos 12 meses ainda')).not.toBeInTheDocument()
  })
})
