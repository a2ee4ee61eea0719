import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Installments } from './Installments'

describe('Installments', () => {
  it('shows each installment with its due date, amount, what was received of it and its status', () => {
    render(
      <Installments
        list={[
          { number: 1, dueDate: '2025-03-10', amount: 20000, interest: 0, lateFine: 0, lateInterest: 0, received: 20000, status: 'paid' },
          { number: 2, dueDate: '2025-04-10', amount: 20000, interest: 0, lateFine: 300, lateInterest: 1234.5, received: 5000, status: 'overdue' },
          { number: 3, dueDate: '2099-05-10', amount: 20000.01, interest: 0, lateFine: 0, lateInterest: 0, received: 0, status: 'open' },
        ]}
      />,
    )
    const rows = screen.getAllByTestId('installment')
    expect(rows).toHaveLength(3)
    expect(rows[0]).toHaveTextContent('10/03/2025')
    expect(within(rows[0]).getByText('Paga')).toBeInTheDocument()
    expect(rows[1]).toHaveTextContent('R$ 5.000,00')
    expect(within(rows[1]).getByText('Vencida')).toHaveClass('text-red-800')
    expect(rows[1]).toHaveTextContent('+ multa R$ 300,00 e mora R$ 1.234,50')
    expect(rows[0]).not.toHaveTextContent('multa')
    expect(rows[2]).toHaveTextContent('R$ 20.000,01')
    expect(within(rows[2]).getByText('Em aberto')).toBeInTheDocument()
  })

  it("offers 'Pix' on each installment not wholly received, and only when asked to", async () => {
    const list = [
      { number: 1, dueDate: '2025-03-10', amount: 20000, interest: 0, lateFine: 0, lateInterest: 0, received: 20000, status: 'paid' as const },
      { number: 2, dueDate: '2025-04-10', amount: 20000, interest: 0, lateFine: 0, lateInterest: 0, received: 5000, status: 'overdue' as const },
    ]
    const onPix = vi.fn()
    const { unmount } = render(<Installments list={list} onPix={onPix} />)
    expect(screen.queryByRole('button', { name: 'Pix da 1ª parcela' })).toBeNull()
    await userEvent.click(screen.getAllByRole('button', { name: 'Pix da 2ª parcela' })[0])
    expect(onPix).toHaveBeenCalledWith(list[1])
    unmount()
    render(<Installments list={list} />)
    expect(screen.queryByRole('button', { name: /Pix/ })).toBeNull()
  })
})
