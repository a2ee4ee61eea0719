import { describe, expect, it } from 'vitest'
import { adjustmentSchema, subaccountSchema } from './schemas'

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('adjustmentSchema', () => {
  it('asks for every field with the server messages', () => {
    expect(issues(adjustmentSchema.safeParse({ date: '', debit: '', credit: '', amount: 0, reason: ' ' }))).toEqual({
      date: 'Data é obrigatória',
      debit: 'Escolha a conta a débito',
      credit: 'Escolha a conta a crédito',
      amount: 'Valor deve ser maior que zero',
      reason: 'Informe o motivo do ajuste',
    })
  })
  it('refuses one account on both sides', () => {
    expect(issues(adjustmentSchema.safeParse({ date: '2025-01-02', debit: '3.1', credit: '3.1', amount: 10, reason: 'x' }))).toEqual({
      credit: 'A conta a crédito deve ser diferente da conta a débito',
    })
  })
  it('takes a whole adjustment', () => {
    expect(adjustmentSchema.safeParse({ date: '2025-01-02', debit: '3.1', credit: '3.5.0001', amount: 10, reason: 'Reclassificação' }).success).toBe(true)
  })
})

describe('subaccountSchema', () => {
  it('asks for the account and the name', () => {
    expect(issues(subaccountSchema.safeParse({ parent: '', name: '' }))).toEqual({
      parent: 'Escolha uma conta de patrimônio líquido, de receita ou de despesa',
      name: 'Nome da subconta é obrigatório',
    })
  })
})
