import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { installmentText } from '@/lib/due-items'
import { UpcomingDue } from './UpcomingDue'

const financing = { kind: 'debt', id: 7, description: 'Banco Safra', installment: 2, installments: 4, dueDate: '2026-12-04', amount: 3154.71, scheduled: true } as const
const sale = { kind: 'receivable', id: 3, description: 'Venda de veículo: Fiat Toro', installment: 2, installments: 3, dueDate: '2026-12-14', amount: 33000, scheduled: true } as const
const bill = { kind: 'debt', id: 9, description: 'Conta de luz', installment: 0, installments: 0, dueDate: '2026-11-27', amount: 350.4, scheduled: false } as const

describe('UpcomingDue', () => {
  it('lists what is to pay and to receive, each linking to its record, and the overdue count', () => {
    render(
      <MemoryRouter>
        <UpcomingDue items={[bill, financing, sale]} overdueCount={2} />
      </MemoryRouter>,
    )
    const rows = screen.getAllByTestId('upcoming')
    expect(rows).toHaveLength(3)
    expect(rows[0]).toHaveTextContent('Conta de luzR$ 350,4027/11/2026 · SaldoA pagar')
    expect(rows[1]).toHaveTextContent('Banco SafraR$ 3.154,7104/12/2026 · Parcela 2 de 4A pagar')
    expect(rows[2]).toHaveTextContent('A receber')
    expect(within(rows[2]).getByRole('link')).toHaveAttribute('href', '/receivables/3')
    expect(within(rows[1]).getByRole('link')).toHaveAttribute('href', '/debts/7')
    expect(screen.getByText('Em atraso hoje: 2')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Dívidas em atraso' })).toHaveAttribute('href', '/debts?status=overdue')
  })

  it("says 'A informar' for a vehicle's licenciamento without an amount, linking to the vehicle", () => {
    const licensing = { kind: 'licensing', id: 5, description: 'Licenciamento 2026: Fiat Mobi IPV1233', installment: 1, installments: 1, dueDate: '2026-12-31', amount: 0, scheduled: true } as const
    render(
      <MemoryRouter>
        <UpcomingDue items={[licensing]} overdueCount={0} />
      </MemoryRouter>,
    )
    const row = screen.getByTestId('upcoming')
    expect(row).toHaveTextContent('Licenciamento 2026: Fiat Mobi IPV1233A informar31/12/2026 · Cota únicaA pagar')
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/vehicles/5')
  })

  it('says when nothing falls due and shows no overdue line without any', () => {
    render(
      <MemoryRouter>
        <UpcomingDue items={[]} overdueCount={0} />
      </MemoryRouter>,
    )
    expect(screen.getByText('Nenhum vencimento nos próximos 30 dias.')).toBeInTheDocument()
    expect(screen.queryByText(/Em atraso hoje/)).toBeNull()
  })

  it('names a bill in installments typed by hand by its balance', () => {
    expect(installmentText({ ...bill, installment: 3, installments: 12 })).toBe('Parcela 3 de 12 · saldo ÷ 10')
  })
})
