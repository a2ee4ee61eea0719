import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import type { Movement } from '../api/types'
import { StatementList } from './StatementList'

const line = (over: Partial<Movement>): Movement => ({
  id: 1, accountId: 1, date: '2026-01-02', kind: 'entry', direction: 'in', amount: 0, category: '', description: '', transferId: null,
  counterpart: null, sourceKind: null, sourceId: null, balance: 0, createdBy: null, createdAt: '2026-01-02T10:00:00Z', ...over,
})

describe('StatementList', () => {
  it('shows each line with its date, title, signed amount and the balance after it', () => {
    render(
      <StatementList
        movements={[
          line({ id: 1, kind: 'opening', amount: 100, balance: 100 }),
          line({ id: 2, date: '2026-01-05', kind: 'transfer', direction: 'out', amount: 150, balance: -50, counterpart: { id: 2, name: 'Itaú' }, description: 'Depósito' }),
        ]}
      />,
    )
    const rows = screen.getAllByRole('row').slice(1)
    expect(rows).toHaveLength(2)
    expect(within(rows[0]).getByText('Saldo inicial')).toBeVisible()
    expect(rows[0]).toHaveTextContent('02/01/2026')
    expect(rows[0]).toHaveTextContent('+ R$ 100,00')
    expect(within(rows[1]).getByText('Transferência para Itaú')).toBeVisible()
    expect(rows[1]).toHaveTextContent('Depósito')
    expect(rows[1]).toHaveTextContent('− R$ 150,00')
    const balance = within(rows[1]).getAllByRole('cell')[3]
    expect(balance).toHaveTextContent('Saldo −R$ 50,00')
    expect(balance).toHaveClass('text-red-700')
  })
})
