import { z } from 'zod'
import { DATE_INVALID, emptyOrISODate, isISODate } from '@/lib/dates'
import { notAfterToday, pastDay } from '@/lib/account-options'
import { checkReason, isAccount, sourceField } from '@/lib/counterparts'
import { taxIdField } from '@/lib/tax-id'
import { percentOf, typedPercentOk, type RatePeriod } from '@/lib/percent'
import { messages } from '@/lib/vocabulary'

/** The messages of docs/product.md §5 "Debt create and edit": the server's, from the shared vocabulary. */
export const DEBT_MESSAGES = messages.debts

/** A whole number read from a number input; an empty input is NaN and fails the minimum. */
const count = (minMessage: string) => z.number({ message: minMessage }).int(minMessage).min(1, minMessage)

/** RATE: the rate as typed ('1,5', '0,948879', blank for none) and whether it is a month's or a year's. */
const RATE = { interestRate: z.string(), ratePeriod: z.enum(['month', 'year']) }

/** rateIssue puts the rate's message on the field: 0 to 100 % a month or to 1.000 % a year, up to six decimals. */
function rateIssue(v: { interestRate: string; ratePeriod: RatePeriod }, ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void }) {
  if (v.interestRate.trim() === '' || typedPercentOk(v.interestRate, v.ratePeriod)) return
  ctx.addIssue({ code: 'custom', path: ['interestRate'], message: v.ratePeriod === 'month' ? DEBT_MESSAGES.interestRate : messages.financing.annualRate })
}

/** rateBody is the rate as the API takes it: interestRate a month, or annualRate a year (the server converts it). */
export function rateBody(typed: string, period: RatePeriod): { interestRate: number } | { annualRate: number } {
  return period === 'year' ? { annualRate: percentOf(typed) } : { interestRate: percentOf(typed) }
}

/** INDEX and LAG: the index that corrects a financing ('none' for none) and its lag, 0 to 12 months. */
const INDEX = z.enum(['none', 'ipca', 'igpm', 'incc', 'tr', 'cdi', 'selic'], { message: DEBT_MESSAGES.index })
const LAG = z.number({ message: DEBT_MESSAGES.indexLag }).int(DEBT_MESSAGES.indexLag).min(0, DEBT_MESSAGES.indexLag).max(12, DEBT_MESSAGES.indexLag)

/** FINANCING_TERMS: a financing's grace period, its fees, the index that corrects it and the index's lag. */
const FINANCING_TERMS = {
  graceMonths: z.number({ message: DEBT_MESSAGES.graceMonths }).int(DEBT_MESSAGES.graceMonths).min(0, DEBT_MESSAGES.graceMonths).max(120, DEBT_MESSAGES.graceMonths),
  graceInterest: z.enum(['paid', 'capitalized'], { message: DEBT_MESSAGES.graceInterest }),
  fees: z.number().min(0, DEBT_MESSAGES.fees),
  index: INDEX,
  indexLag: LAG,
}

/** debtSchema: the create and edit form (docs/product.md §5). Amounts are reais, interest is % a.m. */
export const debtSchema = z
  .object({
    creditorName: z.string().trim().min(1, DEBT_MESSAGES.creditorName).max(200, DEBT_MESSAGES.creditorNameTooLong),
    creditorDocument: taxIdField,
    description: z.string().max(2000, messages.common.descriptionTooLong2000),
    originalAmount: z.number().gt(0, DEBT_MESSAGES.originalAmount),
    currentAmount: z.number().min(0, DEBT_MESSAGES.currentAmount),
    ...RATE,
    dueDate: z.string().refine(emptyOrISODate, DATE_INVALID),
    status: z.enum(['active', 'paid', 'overdue', 'renegotiated']),
    category: z.enum(['loan', 'financing', 'account_payable', 'other']),
    paymentMethod: z.string().max(100, DEBT_MESSAGES.paymentMethodTooLong),
    installments: count(DEBT_MESSAGES.installments),
    currentInstallment: count(DEBT_MESSAGES.currentInstallmentMin),
    contractDate: z.string().refine(emptyOrISODate, DATE_INVALID).refine(notAfterToday, messages.accounts.dateInFuture),
    /** disbursementAccountId is the debt's other side: the account its money entered, or a counterpart (lib/counterparts). */
    disbursementAccountId: sourceField(),
    counterpartReason: z.string(),
    /** balanceCounterpart is what changed the balance in an edit that changes it (a counterpart), balanceReason its reason. */
    balanceCounterpart: z.string(),
    balanceReason: z.string(),
    system: z.enum(['none', 'price', 'sac']),
    firstDueDate: z.string().refine(emptyOrISODate, DATE_INVALID),
    ...FINANCING_TERMS,
  })
  .superRefine(rateIssue)
  .superRefine(checkReason<{ disbursementAccountId: string; counterpartReason: string }>('disbursementAccountId', 'counterpartReason'))
  .superRefine(checkReason<{ balanceCounterpart: string; balanceReason: string }>('balanceCounterpart', 'balanceReason'))
  .refine((v) => v.system !== 'none' || v.graceMonths === 0, { message: DEBT_MESSAGES.graceWithoutSchedule, path: ['graceMonths'] })
  .refine((v) => v.system === 'none' || !(v.installments >= 1) || !(v.graceMonths <= 120) || v.graceMonths < v.installments, {
    message: DEBT_MESSAGES.graceLongerThanTerm,
    path: ['graceMonths'],
  })
  .refine((v) => v.system !== 'none' || v.index === 'none', { message: DEBT_MESSAGES.indexWithoutSchedule, path: ['index'] })
  .refine((v) => v.originalAmount <= 0 || v.fees < v.originalAmount, { message: DEBT_MESSAGES.fees, path: ['fees'] })
  // A debt without a schedule has its due date; a financing, its first installment's (the others follow).
  .refine((v) => v.system !== 'none' || v.dueDate !== '', { message: DEBT_MESSAGES.dueDate, path: ['dueDate'] })
  .refine((v) => v.system === 'none' || v.firstDueDate !== '', { message: DEBT_MESSAGES.firstDueDate, path: ['firstDueDate'] })
  .refine((v) => v.system === 'none' || !isISODate(v.firstDueDate) || !isISODate(v.contractDate) || v.firstDueDate >= v.contractDate, {
    message: DEBT_MESSAGES.firstDueBeforeContract,
    path: ['firstDueDate'],
  })
  .refine((v) => v.system === 'none' || !(v.installments >= 1) || v.originalAmount <= 0 || v.originalAmount >= v.installments * 10, {
    message: messages.financing.perInstallment,
    path: ['originalAmount'],
  })
  .refine((v) => !(v.installments >= 1) || v.currentInstallment <= v.installments, {
    message: DEBT_MESSAGES.currentInstallment,
    path: ['currentInstallment'],
  })
  .refine((v) => !isAccount(v.disbursementAccountId) || v.contractDate !== '', {
    message: DEBT_MESSAGES.contractDateForAccount,
    path: ['contractDate'],
  })

export type DebtFormValues = z.infer<typeof debtSchema>

/** The defaults of docs/product.md §5: status active, category other, one installment, the first. */
export const DEBT_DEFAULTS: DebtFormValues = {
  creditorName: '',
  creditorDocument: '',
  description: '',
  originalAmount: 0,
  currentAmount: 0,
  interestRate: '0',
  ratePeriod: 'month',
  dueDate: '',
  status: 'active',
  category: 'other',
  paymentMethod: '',
  installments: 1,
  currentInstallment: 1,
  contractDate: '',
  disbursementAccountId: '',
  counterpartReason: '',
  balanceCounterpart: '',
  balanceReason: '',
  system: 'none',
  firstDueDate: '',
  graceMonths: 0,
  graceInterest: 'paid',
  fees: 0,
  index: 'none',
  indexLag: 0,
}

/** paymentSchema: a payment of a debt — its date (not after today), principal and interest (not both zero), account. */
export const paymentSchema = z
  .object({
    date: pastDay(messages.accounts.date),
    principal: z.number().min(0, DEBT_MESSAGES.paymentPart),
    interest: z.number().min(0, DEBT_MESSAGES.paymentPart),
    /** accountId is who paid: the account it left, or a counterpart (the owners…). */
    accountId: sourceField(),
    counterpartReason: z.string(),
    /** installment is the number of the schedule's installment paid, '' for none. */
    installment: z.string(),
    /** mode makes it an extraordinary amortization ('reduce_term' or 'reduce_payment'), '' for a payment. */
    mode: z.enum(['', 'reduce_term', 'reduce_payment']),
  })
  .superRefine(checkReason<{ accountId: string; counterpartReason: string }>('accountId', 'counterpartReason'))
  .refine((v) => v.principal > 0 || v.interest > 0, { message: DEBT_MESSAGES.paymentEmpty, path: ['principal'] })
  .refine((v) => v.mode === '' || v.interest === 0, { message: DEBT_MESSAGES.prepaymentInterest, path: ['interest'] })

export type PaymentFormValues = z.infer<typeof paymentSchema>

/** renegotiationSchema: a renegotiation — its day (not after today), the new amount and terms, Price or SAC. */
export const renegotiationSchema = z
  .object({
    date: pastDay(DEBT_MESSAGES.renegotiationDate),
    originalAmount: z.number().gt(0, DEBT_MESSAGES.renegotiationAmount),
    ...RATE,
    system: z.enum(['price', 'sac'], { message: DEBT_MESSAGES.renegotiationSystem }),
    installments: count(DEBT_MESSAGES.installments),
    firstDueDate: z.string().min(1, DEBT_MESSAGES.firstDueDate).refine(emptyOrISODate, DATE_INVALID),
    ...FINANCING_TERMS,
    notes: z.string().max(2000, messages.common.notesTooLong),
  })
  .superRefine(rateIssue)
  .refine((v) => !isISODate(v.date) || !isISODate(v.firstDueDate) || v.firstDueDate >= v.date, {
    message: DEBT_MESSAGES.firstDueBeforeRenegotiation,
    path: ['firstDueDate'],
  })
  .refine((v) => v.originalAmount <= 0 || v.fees < v.originalAmount, { message: DEBT_MESSAGES.fees, path: ['fees'] })
  .refine((v) => !(v.installments >= 1) || !(v.graceMonths <= 120) || v.graceMonths < v.installments, {
    message: DEBT_MESSAGES.graceLongerThanTerm,
    path: ['graceMonths'],
  })

export type RenegotiationFormValues = z.infer<typeof renegotiationSchema>
