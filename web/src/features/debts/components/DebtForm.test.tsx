import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { ApiError } from '@/lib/api-client'
import { messages } from '@/lib/vocabulary'
import { renderWithProviders } from '@/testing/render'
import { DEBT_DEFAULTS } from '../lib/schemas'
import { DebtForm } from './DebtForm'

function renderForm(onSubmit = vi.fn(async () => undefined), creating = true) {
  renderWithProviders(
    <MemoryRouter>
      <DebtForm
        defaultValues={DEBT_DEFAULTS}
        creating={creating}
        submitLabel="Criar Dívida"
        failMessage="Erro ao criar dívida. Tente novamente."
        cancelTo="/debts"
        onSubmit={onSubmit}
      />
    </MemoryRouter>,
  )
  return onSubmit
}

describe('DebtForm', () => {
  it('shows the docs/product.md §5 messages and sends nothing when required fields are missing', async () => {
    const onSubmit = renderForm()
    await userEvent.click(screen.getByRole('button', { name: 'Criar Dívida' }))
    expect(await screen.findByText('Nome do credor é obrigatório')).toBeVisible()
    expect(screen.getByText('Valor original deve ser maior que zero')).toBeVisible()
    expect(screen.getByText('Data de vencimento é obrigatória')).toBeVisible()
    expect(screen.getByText(messages.ledger.counterpartRequired)).toBeVisible()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('lets the balance follow the original amount on create, and sends reais and % a.m.', async () => {
    const onSubmit = renderForm()
    await userEvent.type(screen.getByLabelText('Nome do credor'), 'Banco do Brasil')
    await userEvent.type(screen.getByLabelText('Valor original'), '123456')
    expect(screen.getByLabelText('Saldo devedor')).toHaveValue('1.234,56')
    await userEvent.clear(screen.getByLabelText('Taxa de juros (%)'))
    await userEvent.type(screen.getByLabelText('Taxa de juros (%)'), '1,25')
    await userEvent.type(screen.getByLabelText('Data de vencimento'), '01/12/2030')
    await userEvent.selectOptions(screen.getByLabelText('Dinheiro recebido em'), 'Saldo de abertura')
    await userEvent.click(screen.getByRole('button', { name: 'Criar Dívida' }))
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ creditorName: 'Banco do Brasil', originalAmount: 1234.56, currentAmount: 1234.56, interestRate: 1.25, dueDate: '2030-12-01', status: 'active', category: 'other', installments: 1, currentInstallment: 1, disbursementAccountId: 0, counterpart: 'opening' }),
      ),
    )
  })

  it('sends a rate typed a year as annualRate, for the server to convert', async () => {
    const onSubmit = renderForm()
    await userEvent.type(screen.getByLabelText('Nome do credor'), 'Caixa')
    await userEvent.type(screen.getByLabelText('Valor original'), '1000000')
    await userEvent.clear(screen.getByLabelText('Taxa de juros (%)'))
    await userEvent.type(screen.getByLabelText('Taxa de juros (%)'), '12')
    await userEvent.selectOptions(screen.getByLabelText('Período'), 'ao ano')
    await userEvent.type(screen.getByLabelText('Data de vencimento'), '01/12/2030')
    await userEvent.selectOptions(screen.getByLabelText('Dinheiro recebido em'), 'Saldo de abertura')
    await userEvent.click(screen.getByRole('button', { name: 'Criar Dívida' }))
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ annualRate: 12 })))
    expect(onSubmit).toHaveBeenCalledWith(expect.not.objectContaining({ interestRate: expect.anything() }))
  })

  it("puts the server's field messages on the inputs and shows the failure text", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(422, 'Dados inválidos.', { fields: { creditorName: 'Nome do credor deve ter no máximo 200 caracteres' } })
    })
    renderForm(onSubmit)
    await userEvent.type(screen.getByLabelText('Nome do credor'), 'Banco')
    await userEvent.type(screen.getByLabelText('Valor original'), '1000')
    await userEvent.type(screen.getByLabelText('Data de vencimento'), '01/12/2030')
    await userEvent.selectOptions(screen.getByLabelText('Dinheiro recebido em'), 'Saldo de abertura')
    await userEvent.click(screen.getByRole('button', { name: 'Criar Dívida' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao criar dívida. Tente novamente.')
    expect(screen.getByText('Nome do credor deve ter no máximo 200 caracteres')).toBeVisible()
  })
})
