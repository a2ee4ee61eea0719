import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { ApiError } from '@/lib/api-client'
import { todayISO } from '@/lib/dates'
import { EntryForm } from './EntryForm'

const FUEL = { id: 7, code: '5.3.08.0007', parent: '5.3.08', parentName: 'Outras despesas', name: 'Combustível' }

function renderForm(onSubmit = vi.fn(async () => undefined), subaccounts = [FUEL]) {
  render(
    <MemoryRouter>
      <EntryForm cancelTo="/accounts/1" onSubmit={onSubmit} subaccounts={subaccounts} />
    </MemoryRouter>,
  )
  return onSubmit
}

const optionTexts = (label: string) => within(screen.getByLabelText(label)).getAllByRole('option').map((o) => o.textContent)

describe('EntryForm', () => {
  it('offers the categories of the direction chosen and sends a despesa dated today', async () => {
    const onSubmit = renderForm()
    expect(optionTexts('Categoria')).toContain('Tarifas bancárias')
    expect(optionTexts('Categoria')).not.toContain('Aluguel recebido')
    await userEvent.selectOptions(screen.getByLabelText('Tipo de lançamento'), 'in')
    expect(optionTexts('Categoria')).toEqual(['Selecione', 'Aluguel recebido', 'Serviços', 'Vendas', 'Rendimentos', 'Outras receitas'])

    await userEvent.selectOptions(screen.getByLabelText('Tipo de lançamento'), 'out')
    await userEvent.click(screen.getByRole('button', { name: 'Registrar Lançamento' }))
    expect(await screen.findByText('Categoria é obrigatória')).toBeVisible()
    expect(screen.getByText('Valor deve ser maior que zero')).toBeVisible()
    expect(onSubmit).not.toHaveBeenCalled()

    await userEvent.selectOptions(screen.getByLabelText('Categoria'), 'bank_fees')
    await userEvent.type(screen.getByLabelText('Valor'), '1990')
    await userEvent.type(screen.getByLabelText('Descrição (opcional)'), ' Tarifa de março ')
    await userEvent.click(screen.getByRole('button', { name: 'Registrar Lançamento' }))
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ direction: 'out', category: 'bank_fees', amount: 19.9, date: todayISO(), description: 'Tarifa de março' }),
    )
  })

  it("offers the sub-accounts of the category's account and sends the one chosen", async () => {
    const onSubmit = renderForm()
    await userEvent.selectOptions(screen.getByLabelText('Categoria'), 'bank_fees')
    expect(screen.queryByLabelText('Subconta (opcional)')).toBeNull()
    await userEvent.selectOptions(screen.getByLabelText('Categoria'), 'other_expense')
    expect(optionTexts('Subconta (opcional)')).toEqual(['Nenhuma', '5.3.08.0007 · Combustível'])
    await userEvent.selectOptions(screen.getByLabelText('Subconta (opcional)'), '7')
    await userEvent.type(screen.getByLabelText('Valor'), '25000')
    await userEvent.click(screen.getByRole('button', { name: 'Registrar Lançamento' }))
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ direction: 'out', category: 'other_expense', amount: 250, date: todayISO(), description: '', subaccountId: 7 }),
    )
  })

  it("puts the server's field message on the amount and shows the failure text", async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(422, 'Dados inválidos.', { fields: { amount: 'Saldo insuficiente: só uma conta corrente pode ficar com saldo negativo' } })
    })
    renderForm(onSubmit)
    await userEvent.selectOptions(screen.getByLabelText('Categoria'), 'taxes')
    await userEvent.type(screen.getByLabelText('Valor'), '100')
    await userEvent.click(screen.getByRole('button', { name: 'Registrar Lançamento' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao registrar lançamento. Tente novamente.')
    expect(screen.getByText('Saldo insuficiente: só uma conta corrente pode ficar com saldo negativo')).toBeVisible()
  })
})
