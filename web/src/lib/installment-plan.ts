import type { RefinementCtx } from 'zod'
import { isISODate } from './dates'
import { fromCents, installmentsText, toCents } from './money'
import { messages } from './vocabulary'

const MSG = messages.receivables

/** PlanValues are the fields of a sale in installments that a sale form holds (amounts in reais, dates ISO). */
export type PlanValues = { value: number; downPayment: number; count: number; firstDueDate: string; saleDate: string }

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
}

/**
 * planSummary says how the rest is split, as the server splits it: equal installments in centavos, the last taking
 * the remainder ('10x de R$ 1.000,00' or '2x de R$ 33,33 e 1x de R$ 33,34'); '' until it can be told.
 */
export function planSummary(value: number, downPayment: number, count: number): string {
  const rest = toCents(value) - toCents(downPayment)
  if (!Number.isInteger(count) || count < 2 || rest < count) return ''
  return installmentsText(fromCents(rest), count)
}

/** FIRST_DUE_HINT explains the first due date left blank. */
export const FIRST_DUE_HINT = 'Em branco: um mês após a venda. As demais vencem mês a mês.'
