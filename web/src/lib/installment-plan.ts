import { z, type RefinementCtx } from 'zod'
import { DATE_INVALID, emptyOrISODate, isISODate } from './dates'
import { formatBRL, formatPercent, fromCents, installmentsText, toCents } from './money'
import { messages } from './vocabulary'
import { percentOf, typedPercentOk } from './percent'

const MSG = messages.receivables

/** PLAN_FIELDS are the fields of a sale in installments in a sale form: their count, the down payment, the first
 * due date, and the interest of a sale financed by the company (a rate a month and Price or SAC). */
export const PLAN_FIELDS = {
  installments: z.string(),
  downPayment: z.number(),
  firstDueDate: z.string().refine(emptyOrISODate, DATE_INVALID),
  interestRate: z.number(),
  system: z.enum(['price', 'sac']),
}

/** PlanValues are the fields of a sale in installments that a sale form holds (amounts in reais, dates ISO). */
export type PlanValues = { value: number; downPayment: number; count: number; firstDueDate: string; saleDate: string; interestRate?: number }

/**
 * addPlanIssues checks a sale in installments as the server does: a down payment not negative and below the value,
 * installments of at least one centavo each, a first due date (optional: a month after the sale) not before the sale.
 * The count's own message (at least 2) is the form's.
 */
export function addPlanIssues(ctx: RefinementCtx, v: PlanValues) {
  if (v.downPayment < 0) ctx.addIssue({ code: 'custom', path: ['downPayment'], message: MSG.downPayment })
  else if (v.value > 0 && v.downPayment >= v.value) ctx.addIssue({ code: 'custom', path: ['downPayment'], message: MSG.downPaymentTooLarge })
  else if (Number.isInteger(v.count) && v.count >= 2 && toCents(v.value) - toCents(v.downPayment) < v.count)
    ctx.addIssue({ code: 'custom', path: ['installments'], message: MSG.installmentsTooSmall })
  if (isISODate(v.firstDueDate) && isISODate(v.saleDate) && v.firstDueDate < v.saleDate)
    ctx.addIssue({ code: 'custom', path: ['firstDueDate'], message: MSG.firstDueBeforeSale })
  const rate = v.interestRate ?? 0
  if (!(rate >= 0 && rate <= 100) || Math.abs(Math.round(rate * 100) - rate * 100) > 1e-6)
    ctx.addIssue({ code: 'custom', path: ['interestRate'], message: messages.debts.interestRate })
}

/**
 * planSummary says how the rest is split, as the server splits it: equal installments in centavos, the last taking
 * the remainder ('10x de R$ 1.000,00' or '2x de R$ 33,33 e 1x de R$ 33,34'); '' until it can be told.
 */
export function planSummary(value: number, downPayment: number, count: number, rate = 0, system: 'price' | 'sac' = 'price'): string {
  const rest = toCents(value) - toCents(downPayment)
  if (!Number.isInteger(count) || count < 2 || rest < count) return ''
  if (rate > 0) {
    return `${formatBRL(fromCents(rest))} em ${count} parcelas com juros de ${formatPercent(rate)} a.m. (${system === 'sac' ? 'SAC' : 'Tabela Price'})`
  }
  return installmentsText(fromCents(rest), count)
}

/**
 * interestValue reads the interest rate field as typed in Brazil, '0,9' or '0.9' (empty is 0); anything else is NaN,
 * which the form refuses. A text field, not a number one: a browser not set to Portuguese read '0,9' as 9.
 */
export const interestValue = {
  setValueAs: (v: string | number) => {
    const typed = String(v ?? '').trim() // the form's default is the number 0
    return typed === '' ? 0 : typedPercentOk(typed, 'month') ? percentOf(typed) : Number.NaN
  },
}

/** FIRST_DUE_HINT explains the first due date left blank. */
export const FIRST_DUE_HINT = 'Em branco: um mês após a venda. As demais vencem mês a mês.'
