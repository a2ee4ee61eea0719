import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import type { StatementLine } from '../api/types'
import { ChoiceSelect, StatementLines, choiceOf, choiceValue } from './StatementLines'

const line = (over: Partial<StatementLine>): StatementLine => ({
  index: 0, date: '2026-10-10', amount: -1234.56, description: 'BOLETO ENERGIA', status: 'new', movement: null, suggestion: null, ...over,
})

describe('StatementLines', () => {
  it('shows each line with its day, signed amount, what became of it and the movement it stands for', () => {
    render(
      <StatementLines
        label="Linhas"
        lines={[
          line({}),
          line({ index: 1, amount: 3500, description: 'PIX RECEBIDO', status: 'matched',
            movement: { id: 9, date: '2026-10-04', amount: 3500, kind: 'record', description: 'Venda', sourceKind: 'receivable_receipt' } }),
        ]}
      />,
    )
    const [fresh, matched] = within(screen.getByRole('list', { name: 'Linhas' })).getAllByRole('listitem')
    expect(fresh).toHaveTextContent('10/10/2026')
    expect(fresh).toHaveTextContent('Nova')
    expect(fresh).toHaveTextContent('− R$ 1.234,56')
    expect(matched).toHaveTextContent('Conciliado')
    expect(matched).toHaveTextContent('+ R$ 3.500,00')
    expect(matched).toHaveTextContent('Recebimento de venda a prazo · Venda em 04/10/2026')
  })

  it('offers despesas and debts for a debit, receitas and sales in installments for a credit, the other accounts and ignoring', () => {
    const accounts = [{ id: 7, name: 'Caixa da loja' }]
    const debts = [{ id: 3, name: 'Banco Itaú · saldo R$ 9.000,00' }]
    const receivables = [{ id: 4, name: 'Venda de ativo: Terreno · a receber R$ 20.000,00' }]
    const { rerender } = render(
      <ChoiceSelect id="c" label="Classificação" amount={-10} value="" accounts={accounts} debts={debts} receivables={receivables} onChange={() => {}} />,
    )
    const options = () => within(screen.getByLabelText('Classificação')).getAllByRole('option').map((o) => o.textContent)
    expect(options()).toContain('Tarifas bancárias')
    expect(options()).not.toContain('Serviços')
    expect(options()).toContain('Para Caixa da loja')
    expect(options()).toContain('Ignorar esta linha')
    expect(options()).toContain(debts[0].name)
    expect(options()).not.toContain(receivables[0].name)
    rerender(<ChoiceSelect id="c" label="Classificação" amount={10} value="" accounts={accounts} debts={debts} receivables={receivables} onChange={() => {}} />)
    expect(options()).toContain('Serviços')
    expect(options()).not.toContain('Tarifas bancárias')
    expect(options()).toContain('De Caixa da loja')
    expect(options()).toContain(receivables[0].name)
    expect(options()).not.toContain(debts[0].name)
  })

  it('keeps a choice through the select and back', () => {
    for (const c of [
      { line: 3, action: 'entry', category: 'bank_fees' },
      { line: 3, action: 'transfer', accountId: 7 },
      { line: 3, action: 'receipt', receivableId: 4 },
      { line: 3, action: 'debt_payment', debtId: 5 },
      { line: 3, action: 'ignore' },
    ] as const) {
      expect(choiceOf(3, choiceValue(c))).toEqual(c)
    }
    expect(choiceOf(3, '')).toBeNull()
  })
})
