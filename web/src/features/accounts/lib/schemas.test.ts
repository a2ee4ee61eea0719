import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ACCOUNT_DEFAULTS, accountInput, accountSchema, entryDefaults, entrySchema, transferDefaults, transferSchema } from './schemas'
import { bankLine, movementTitle, signedBRL } from './labels'

function errorsOf(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, values: unknown) {
  const result = schema.safeParse(values)
  if (result.success) return {}
  return Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('account forms', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date(2026, 10, 23, 12))
  })
  afterEach(() => vi.useRealTimers())

  it('checks the account with the server messages', () => {
    const valid = { ...ACCOUNT_DEFAULTS, name: 'Banco do Brasil', openingDate: '2026-11-23' }
    expect(errorsOf(accountSchema, valid)).toEqual({})
    expect(errorsOf(accountSchema, { ...valid, name: '  ' })).toEqual({ name: 'Nome da conta é obrigatório' })
    expect(errorsOf(accountSchema, { ...valid, openingDate: '' })).toEqual({ openingDate: 'Data do saldo inicial é obrigatória' })
    expect(errorsOf(accountSchema, { ...valid, openingDate: '2026-11-24' })).toEqual({ openingDate: 'Data não pode ser posterior a hoje' })
    expect(errorsOf(accountSchema, { ...valid, openingDate: '31/02/2026' })).toEqual({ openingDate: 'Data inválida: use dd/mm/aaaa' })
    expect(errorsOf(accountSchema, { ...valid, agency: '1'.repeat(21) })).toEqual({ agency: 'Agência deve ter no máximo 20 caracteres' })
  })

  it('sends a negative opening balance only for a checking account', () => {
    const v = { ...ACCOUNT_DEFAULTS, name: ' Caixa ', openingBalance: 50, openingNegative: true, openingDate: '2026-01-01' }
    expect(accountInput(v)).toMatchObject({ name: 'Caixa', kind: 'checking', openingBalance: -50 })
    expect(accountInput({ ...v, kind: 'cash', bankName: 'Itaú' })).toMatchObject({ openingBalance: 50, bankName: '' })
  })

  it('checks an entry: amount, date, and a category of its direction', () => {
    const valid = { ...entryDefaults(), category: 'bank_fees', amount: 10 }
    expect(valid.date).toBe('2026-11-23')
    expect(errorsOf(entrySchema, valid)).toEqual({})
    expect(errorsOf(entrySchema, { ...valid, amount: 0 })).toEqual({ amount: 'Valor deve ser maior que zero' })
    expect(errorsOf(entrySchema, { ...valid, category: '' })).toEqual({ category: 'Categoria é obrigatória' })
    expect(errorsOf(entrySchema, { ...valid, category: 'rent_income' })).toEqual({ category: 'Categoria não corresponde ao tipo do lançamento' })
    expect(errorsOf(entrySchema, { ...valid, direction: 'in', category: 'rent_income' })).toEqual({})
    expect(errorsOf(entrySchema, { ...valid, date: '2026-11-24' })).toEqual({ date: 'Data não pode ser posterior a hoje' })
    expect(errorsOf(entrySchema, { ...valid, date: '' })).toEqual({ date: 'Data é obrigatória' })
  })

  it('checks a transfer: two different accounts', () => {
    const valid = { ...transferDefaults(1), toAccountId: 2, amount: 5 }
    expect(errorsOf(transferSchema, valid)).toEqual({})
    expect(errorsOf(transferSchema, transferDefaults())).toEqual({
      fromAccountId: 'Conta de origem é obrigatória',
      toAccountId: 'Conta de destino é obrigatória',
      amount: 'Valor deve ser maior que zero',
    })
    expect(errorsOf(transferSchema, { ...valid, toAccountId: 1 })).toEqual({ toAccountId: 'A conta de destino deve ser diferente da conta de origem' })
  })
})

describe('statement labels', () => {
  it('names each line', () => {
    expect(movementTitle({ kind: 'opening', direction: 'in', category: '', counterpart: null })).toBe('Saldo inicial')
    expect(movementTitle({ kind: 'transfer', direction: 'out', category: '', counterpart: { id: 2, name: 'Itaú' } })).toBe('Transferência para Itaú')
    expect(movementTitle({ kind: 'transfer', direction: 'in', category: '', counterpart: { id: 1, name: 'Caixa' } })).toBe('Transferência de Caixa')
    expect(movementTitle({ kind: 'entry', direction: 'out', category: 'bank_fees', counterpart: null })).toBe('Tarifas bancárias')
    // A loan's money received is the debt's, not a 'Receita' (issue 38).
    expect(movementTitle({ kind: 'entry', direction: 'in', category: '', counterpart: null, sourceKind: 'debt_disbursement' })).toBe('Empréstimo recebido')
    expect(movementTitle({ kind: 'entry', direction: 'out', category: '', counterpart: null, sourceKind: 'debt_payment' })).toBe('Pagamento de dívida')
  })
  it('shows amounts with their sign and the bank line', () => {
    expect(signedBRL(10, 'out')).toBe('− R$\u00a010,00')
    expect(signedBRL(1234.5, 'in')).toBe('+ R$\u00a01.234,50')
    expect(bankLine({ bankName: 'Itaú', agency: '0001', number: '12345-6' })).toBe('Itaú · Ag. 0001 · C/C 12345-6')
    expect(bankLine({ bankName: '', agency: '', number: '' })).toBe('')
  })
})
