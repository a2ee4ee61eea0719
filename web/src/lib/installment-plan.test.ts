import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { addPlanIssues, interestValue, planSummary, type PlanValues } from './installment-plan'
import { messages } from './vocabulary'

const plan = z
  .object({ value: z.number(), downPayment: z.number(), count: z.number(), firstDueDate: z.string(), saleDate: z.string() })
  .superRefine((v: PlanValues, ctx) => addPlanIssues(ctx, v))

function issues(v: Partial<PlanValues>) {
  const r = plan.safeParse({ value: 1000, downPayment: 0, count: 4, firstDueDate: '', saleDate: '2026-01-10', ...v })
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('installment plan', () => {
  it('splits the rest in equal centavos, the last taking the remainder, as the server does', () => {
    expect(planSummary(1000, 200, 4)).toBe('4x de R$\u00a0200,00')
    expect(planSummary(100, 0, 3)).toBe('2x de R$\u00a033,33 e 1x de R$\u00a033,34')
    expect(planSummary(110000, 10000, 12, 1, 'price')).toBe('R$\u00a0100.000,00 em 12 parcelas com juros de 1,00% a.m. (Tabela Price)')
    expect(planSummary(100, 0, 1)).toBe('')
  })

  it('refuses what the server refuses, with its messages', () => {
    expect(issues({})).toEqual({})
    expect(issues({ downPayment: -1 })).toEqual({ downPayment: messages.receivables.downPayment })
    expect(issues({ downPayment: 1000 })).toEqual({ downPayment: messages.receivables.downPaymentTooLarge })
    expect(issues({ value: 0.03, count: 4 })).toEqual({ installments: messages.receivables.installmentsTooSmall })
    expect(issues({ firstDueDate: '2026-01-09' })).toEqual({ firstDueDate: messages.receivables.firstDueBeforeSale })
  })
})

describe('interestValue (issue 38: a number field read 0,9 as 9 in a browser not set to Portuguese)', () => {
  it('reads the rate as typed in Brazil, with a comma or a point', () => {
    expect(interestValue.setValueAs('0,9')).toBe(0.9)
    expect(interestValue.setValueAs('1,25')).toBe(1.25)
    expect(interestValue.setValueAs('1.25')).toBe(1.25)
    expect(interestValue.setValueAs('')).toBe(0)
    expect(interestValue.setValueAs(0)).toBe(0) // the form's default
  })
  it('leaves what is no rate for the form to refuse', () => {
    for (const bad of ['abc', '1.000,5', '-1', '101']) expect(interestValue.setValueAs(bad)).toBeNaN()
  })
})
