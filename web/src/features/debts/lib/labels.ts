import { formatPercent } from '@/lib/money'
import { labels, options } from '@/lib/vocabulary'
import type { Debt, DebtCategory, DebtStatus } from '../api/types'

/** List labels of docs/product.md §4 "Debt status", from the server's vocabulary. */
export const STATUS_LABELS: Record<DebtStatus, string> = labels.debtStatuses

/** The detail screen's label (docs/product.md §2): Pago, Em Atraso, or otherwise Pendente. */
export function detailStatusLabel(status: DebtStatus): string {
  if (status === 'paid' || status === 'overdue') return STATUS_LABELS[status]
  return 'Pendente'
}

export const CATEGORY_LABELS: Record<DebtCategory, string> = labels.debtCategories

/** SYSTEM_LABELS name the ways a debt is paid off: no schedule, Tabela Price, SAC. */
export const SYSTEM_LABELS: Record<Debt['system'], string> = labels.debtSystems
export const SYSTEM_OPTIONS = options(SYSTEM_LABELS)

/** GRACE_INTEREST_LABELS: a grace period pays its interest each month or adds it to the balance. */
export const GRACE_INTEREST_LABELS: Record<Debt['graceInterest'], string> = labels.debtGraceInterests
export const GRACE_INTEREST_OPTIONS = options(GRACE_INTEREST_LABELS)

/** INDEX_LABELS name the indices a financing may be corrected by, and 'Sem correção'. */
export const INDEX_LABELS: Record<Debt['index'], string> = labels.indices
export const INDEX_OPTIONS = options(INDEX_LABELS)

/** PREPAYMENT_LABELS: what an extraordinary amortization reduces ('Reduzir prazo', 'Reduzir parcela'). */
export const PREPAYMENT_LABELS: Record<'reduce_term' | 'reduce_payment', string> = labels.prepaymentModes
export const PREPAYMENT_OPTIONS = options(PREPAYMENT_LABELS)

export const STATUS_OPTIONS = options(STATUS_LABELS)
export const CATEGORY_OPTIONS = options(CATEGORY_LABELS)

/** formatRateWithAnnual shows a monthly rate and its effective annual equivalent, (1 + m)^12 − 1: '1,00% a.m. · 12,68% a.a.'. */
export function formatRateWithAnnual(rate: number): string {
  return `${formatRate(rate)} · ${formatPercent(((1 + rate / 100) ** 12 - 1) * 100)} a.a.`
}

/** formatRate shows a monthly interest rate as every percentage on screen: 1.25 → '1,25% a.m.', 0.948879 → '0,95% a.m.'. */
export function formatRate(rate: number): string {
  return `${formatPercent(rate)} a.m.`
}
