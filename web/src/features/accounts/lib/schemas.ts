import { checkReason, sourceOf } from '@/lib/counterparts'
import { z } from 'zod'
import { DATE_INVALID, isISODate, todayISO } from '@/lib/dates'
import { messages } from '@/lib/vocabulary'
import { CATEGORY_LABELS, INCOME_OPTIONS } from './labels'

/** The messages of the account forms: the server's, from the shared vocabulary. */
export const ACCOUNT_MESSAGES = messages.accounts

/**
 * realizedDate is the date of something that happened: required (with `required`), a real date, and not after today
 * (docs/design.md §5). Today is read when the form is checked, so a form left open over midnight still agrees with
 * the server.
 */
const realizedDate = (required: string) =>
  z
    .string()
    .min(1, required)
    .refine((v) => v === '' || isISODate(v), DATE_INVALID)
    .refine((v) => !isISODate(v) || v <= todayISO(), ACCOUNT_MESSAGES.dateInFuture)

const amount = z.number().gt(0, ACCOUNT_MESSAGES.amount)
const description = z.string().max(200, ACCOUNT_MESSAGES.descriptionTooLong)

/**
 * accountSchema: the create and edit form. The opening balance is typed without sign; a checking account may start
 * overdrawn (openingNegative), no other kind may.
 */
export const accountSchema = z
  .object({
    name: z.string().trim().min(1, ACCOUNT_MESSAGES.name).max(100, ACCOUNT_MESSAGES.nameTooLong),
    kind: z.enum(['cash', 'checking', 'savings', 'investment'], { message: ACCOUNT_MESSAGES.kind }),
    bankName: z.string().max(100, ACCOUNT_MESSAGES.bankNameTooLong),
    agency: z.string().max(20, ACCOUNT_MESSAGES.agencyTooLong),
    number: z.string().max(30, ACCOUNT_MESSAGES.numberTooLong),
    openingBalance: z.number().min(0),
    openingNegative: z.boolean(),
    openingDate: realizedDate(ACCOUNT_MESSAGES.openingDate),
    /** counterpart is where an opening balance came from ('Saldo de abertura', the owners' money…), as a counterpart option. */
    counterpart: z.string(),
    counterpartReason: z.string(),
  })
  .superRefine(checkReason('counterpart', 'counterpartReason'))
  .refine((v) => v.openingBalance === 0 || v.counterpart !== '', { message: messages.ledger.counterpartRequired, path: ['counterpart'] })

export type AccountFormValues = z.infer<typeof accountSchema>

export const ACCOUNT_DEFAULTS: AccountFormValues = {
  name: '',
  kind: 'checking',
  bankName: '',
  agency: '',
  number: '',
  openingBalance: 0,
  openingNegative: false,
  openingDate: '',
  counterpart: '',
  counterpartReason: '',
}

/**
 * accountInput is what the form sends: the text trimmed, no bank for a caixa, the opening balance signed (negative
 * only for checking).
 */
export function accountInput(v: AccountFormValues) {
  const negative = v.kind === 'checking' && v.openingNegative && v.openingBalance > 0
  const bank = (text: string) => (v.kind === 'cash' ? '' : text.trim())
  const source = sourceOf(v.counterpart, v.counterpartReason)
  return {
    name: v.name.trim(),
    kind: v.kind,
    bankName: bank(v.bankName),
    agency: bank(v.agency),
    number: bank(v.number),
    openingBalance: negative ? -v.openingBalance : v.openingBalance,
    openingDate: v.openingDate,
    counterpart: source.counterpart,
    counterpartReason: source.counterpartReason,
  }
}

const incomeCategories = new Set<string>(INCOME_OPTIONS.map(([c]) => c))

/** entrySchema: a receita or despesa; its category must be one of its direction's. */
export const entrySchema = z
  .object({
    direction: z.enum(['in', 'out'], { message: ACCOUNT_MESSAGES.direction }),
    category: z.string().min(1, ACCOUNT_MESSAGES.category),
    amount,
    date: realizedDate(ACCOUNT_MESSAGES.date),
    description,
    subaccountId: z.number().int(),
  })
  .refine((v) => v.category === '' || !(v.category in CATEGORY_LABELS) || incomeCategories.has(v.category) === (v.direction === 'in'), {
    message: ACCOUNT_MESSAGES.categoryWrong,
    path: ['category'],
  })

export type EntryFormValues = z.infer<typeof entrySchema>

export const entryDefaults = (): EntryFormValues => ({ direction: 'out', category: '', amount: 0, date: todayISO(), description: '', subaccountId: 0 })

/** transferSchema: two different accounts (0 is none chosen), an amount and a date. */
export const transferSchema = z
  .object({
    fromAccountId: z.number().int().min(1, ACCOUNT_MESSAGES.fromAccount),
    toAccountId: z.number().int().min(1, ACCOUNT_MESSAGES.toAccount),
    amount,
    date: realizedDate(ACCOUNT_MESSAGES.date),
    description,
  })
  .refine((v) => v.toAccountId === 0 || v.toAccountId !== v.fromAccountId, { message: ACCOUNT_MESSAGES.sameAccount, path: ['toAccountId'] })

export type TransferFormValues = z.infer<typeof transferSchema>

export const transferDefaults = (fromAccountId = 0): TransferFormValues => ({ fromAccountId, toAccountId: 0, amount: 0, date: todayISO(), description: '' })
