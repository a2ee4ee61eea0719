import type { Schemas } from '@/lib/api-types'

/** Debt is a debt as the API returns it (docs/product.md §3 Debt), generated from docs/openapi.yaml; amounts in reais, interest in % a.m. */
export type DebtStatus = Schemas['DebtStatus']
export type DebtCategory = Schemas['DebtCategory']
export type Debt = Schemas['Debt']
export type Actor = NonNullable<Debt['createdBy']>

/** DebtSummary is meta.summary of the list, over the whole filtered set. */
export type DebtSummary = Schemas['DebtSummary']

/** DebtInput is what a create or an edit sends (docs/product.md §7): every field of the form; the cause of a balance
 * changed only by an edit that changes it. */
export type DebtInput = Required<Omit<Schemas['DebtInput'], RateKey | BalanceKey>> & Pick<Schemas['DebtInput'], RateKey | BalanceKey>

type BalanceKey = 'balanceCounterpart' | 'balanceReason'

/** RateKey: a debt's rate is sent a month (interestRate) or a year (annualRate), one of them. */
type RateKey = 'interestRate' | 'annualRate'
