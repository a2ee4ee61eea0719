import { describe, expect, it } from 'vitest'
import { messages } from '@/lib/vocabulary'
import { DEBT_DEFAULTS, DEBT_MESSAGES, debtSchema, paymentSchema, renegotiationSchema } from './schemas'
import { detailStatusLabel, formatRate, formatRateWithAnnual } from './labels'

const valid = { ...DEBT_DEFAULTS, creditorName: 'Banco do Brasil', originalAmount: 1000, currentAmount: 800, dueDate: '2030-12-01', disbursementAccountId: 'cp:opening' }

function errorsOf(values: unknown): Record<string, string> {
  const result = debtSchema.safeParse(values)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('debt form schema (docs/product.md §5)', () => {
  it('asks a financing for its first due date instead of the due date, not before the contract, R$ 10,00 a installment', () => {
    const financing = { ...valid, dueDate: '', system: 'price' as const, installments: 12, originalAmount: 12000, contractDate: '2026-01-05' }
    expect(errorsOf({ ...financing, firstDueDate: '2026-02-05' })).toEqual({})
    expect(errorsOf(financing)).toEqual({ firstDueDate: DEBT_MESSAGES.firstDueDate })
    expect(errorsOf({ ...financing, firstDueDate: '2026-01-04' })).toEqual({ firstDueDate: DEBT_MESSAGES.firstDueBeforeContract })
    expect(errorsOf({ ...financing, firstDueDate: '2026-02-05', originalAmount: 100 })).toEqual({ originalAmount: messages.financing.perInstallment })
    expect(errorsOf({ ...valid, dueDate: '' })).toEqual({ dueDate: DEBT_MESSAGES.dueDate })
  })

  it('takes a grace period and fees on a financing only, fees below the amount financed', () => {
    const financing = { ...valid, dueDate: '', system: 'sac' as const, installments: 12, originalAmount: 12000, firstDueDate: '2026-02-05' }
    expect(errorsOf({ ...financing, graceMonths: 3, graceInterest: 'capitalized', fees: 300 })).toEqual({})
    expect(errorsOf({ ...valid, graceMonths: 2 })).toEqual({ graceMonths: DEBT_MESSAGES.graceWithoutSchedule })
    expect(errorsOf({ ...financing, graceMonths: 121 })).toEqual({ graceMonths: DEBT_MESSAGES.graceMonths })
    expect(errorsOf({ ...financing, installments: 10, graceMonths: 10 })).toEqual({ graceMonths: 'A carência deve ser menor que o número de parcelas' })
    expect(errorsOf({ ...financing, graceMonths: 1.5 })).toEqual({ graceMonths: DEBT_MESSAGES.graceMonths })
    expect(errorsOf({ ...financing, fees: 12000 })).toEqual({ fees: DEBT_MESSAGES.fees })
    expect(errorsOf({ ...financing, fees: -1 })).toEqual({ fees: DEBT_MESSAGES.fees })
    expect(errorsOf({ ...financing, index: 'ipca', indexLag: 13 })).toEqual({ indexLag: DEBT_MESSAGES.indexLag })
    expect(errorsOf({ ...valid, index: 'igpm' })).toEqual({ index: DEBT_MESSAGES.indexWithoutSchedule })
  })

  it('takes an extraordinary amortization as principal alone', () => {
    const payment = { date: '2026-01-10', principal: 5000, interest: 0, accountId: '1', counterpartReason: '', installment: '', mode: 'reduce_term' as const }
    expect(paymentSchema.safeParse(payment).success).toBe(true)
    const wrong = paymentSchema.safeParse({ ...payment, interest: 10 })
    expect(wrong.success || wrong.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['interest', DEBT_MESSAGES.prepaymentInterest]])
  })

  it('takes a renegotiation into Price or SAC, its first due date not before its day', () => {
    const renegotiation = {
      date: '2026-03-01',
      originalAmount: 11000,
      interestRate: '1',
      ratePeriod: 'month' as const,
      system: 'sac' as const,
      installments: 10,
      firstDueDate: '2026-04-01',
      graceMonths: 0,
      graceInterest: 'paid' as const,
      fees: 0,
      index: 'ipca' as const,
      indexLag: 2,
      notes: '',
    }
    const issues = (v: unknown) => {
      const r = renegotiationSchema.safeParse(v)
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
    }
    expect(issues(renegotiation)).toEqual({})
    expect(issues({ ...renegotiation, firstDueDate: '2026-02-28' })).toEqual({ firstDueDate: DEBT_MESSAGES.firstDueBeforeRenegotiation })
    expect(issues({ ...renegotiation, date: '', originalAmount: 0, system: 'none' })).toEqual({
      date: DEBT_MESSAGES.renegotiationDate,
      originalAmount: DEBT_MESSAGES.renegotiationAmount,
      system: DEBT_MESSAGES.renegotiationSystem,
    })
  })

  it('accepts a complete debt and the defaults', () => {
    expect(errorsOf(valid)).toEqual({})
    expect(errorsOf({ ...valid, interestRate: '100' })).toEqual({})
    expect(errorsOf({ ...valid, interestRate: '1,25', installments: 12, currentInstallment: 12 })).toEqual({})
    expect(errorsOf({ ...valid, interestRate: '0,948879' })).toEqual({})
    expect(errorsOf({ ...valid, interestRate: '' })).toEqual({})
    expect(errorsOf({ ...valid, interestRate: '12', ratePeriod: 'year' })).toEqual({})
    expect(errorsOf({ ...valid, interestRate: '250', ratePeriod: 'year' })).toEqual({})
  })

  it('carries every message of docs/product.md §5', () => {
    expect(errorsOf({ ...valid, creditorName: '  ' })).toEqual({ creditorName: DEBT_MESSAGES.creditorName })
    expect(errorsOf({ ...valid, originalAmount: 0 })).toEqual({ originalAmount: 'Valor original deve ser maior que zero' })
    expect(errorsOf({ ...valid, currentAmount: -0.01 })).toEqual({ currentAmount: 'Saldo devedor não pode ser negativo' })
    expect(errorsOf({ ...valid, interestRate: '100,01' })).toEqual({ interestRate: 'Taxa de juros deve estar entre 0% e 100%' })
    expect(errorsOf({ ...valid, interestRate: '-1' })).toEqual({ interestRate: 'Taxa de juros deve estar entre 0% e 100%' })
    expect(errorsOf({ ...valid, interestRate: '1,2555555' })).toEqual({ interestRate: 'Taxa de juros deve estar entre 0% e 100%' })
    expect(errorsOf({ ...valid, interestRate: '1000,01', ratePeriod: 'year' })).toEqual({ interestRate: messages.financing.annualRate })
    expect(errorsOf({ ...valid, dueDate: '' })).toEqual({ dueDate: 'Data de vencimento é obrigatória' })
    expect(errorsOf({ ...valid, installments: 0, currentInstallment: 1 })).toEqual({ installments: 'Número de parcelas deve ser maior que zero' })
    expect(errorsOf({ ...valid, installments: Number.NaN })).toEqual({ installments: 'Número de parcelas deve ser maior que zero' })
    expect(errorsOf({ ...valid, installments: 3, currentInstallment: 4 })).toEqual({
      currentInstallment: 'Parcela atual não pode ser maior que o total de parcelas',
    })
  })

  it('defaults to an active debt of category other with one installment', () => {
    expect(DEBT_DEFAULTS).toMatchObject({ status: 'active', category: 'other', installments: 1, currentInstallment: 1 })
  })
})

describe('labels', () => {
  it('reads Pago, Em Atraso, otherwise Pendente on the detail', () => {
    expect(detailStatusLabel('paid')).toBe('Pago')
    expect(detailStatusLabel('overdue')).toBe('Em Atraso')
    expect(detailStatusLabel('active')).toBe('Pendente')
    expect(detailStatusLabel('renegotiated')).toBe('Pendente')
  })
  it('shows the interest as % a.m.', () => {
    expect(formatRate(1.25)).toBe('1,25% a.m.')
    expect(formatRate(0.948879)).toBe('0,95% a.m.')
    expect(formatRateWithAnnual(1)).toBe('1,00% a.m. · 12,68% a.a.')
    expect(formatRateWithAnnual(0)).toBe('0,00% a.m. · 0,00% a.a.')
  })
})
