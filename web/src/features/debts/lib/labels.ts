import { formatPercent } from '@/lib/money'
import type { DebtCategory, DebtStatus } from '../api/types'

/** List labels of spec §4 "Debt status". */
export const STATUS_LABELS: Record<DebtStatus, string> = {
  active: 'Ativo',
  paid: 'Pago',
  overdue: 'Em Atraso',
  renegotiated: 'Renegociado',
}

/** The detail screen's label (spec §2): Pago, Em Atraso, or otherwise Pendente. */
export function detailStatusLabel(status: DebtStatus): string {
  if (status === 'paid') return 'Pago'
  if (status === 'overdue') return 'Em Atraso'
  return 'Pendente'
}

export const CATEGORY_LABELS: Record<DebtCategory, string> = {
  loan: 'Empréstimo',
  financing: 'Financiamento',
  account_payable: 'Conta a Pagar',
  other: 'Outros',
}

export const STATUS_OPTIONS = Object.entries(STATUS_LABELS) as [DebtStatus, string][]
export const CATEGORY_OPTIONS = Object.entries(CATEGORY_LABELS) as [DebtCategory, string][]

/** formatRate shows a monthly interest rate: 1.25 → '1,25% a.m.'. */
export function formatRate(rate: number): string {
  return `${formatPercent(rate)} a.m.`
}
