import { z } from 'zod'
import { pastDay } from '@/lib/account-options'
import { messages } from '@/lib/vocabulary'

/** The messages of the server's checks of the books (internal/validate/ledger.go), from the shared vocabulary. */
const LEDGER = messages.ledger

/** adjustmentSchema: an administrator's adjustment — the day, both accounts (different), an amount and the reason. */
export const adjustmentSchema = z
  .object({
    date: pastDay(messages.accounts.date),
    debit: z.string().min(1, LEDGER.adjustmentDebit),
    credit: z.string().min(1, LEDGER.adjustmentCredit),
    amount: z.number().gt(0, messages.accounts.amount),
    reason: z.string().trim().min(1, LEDGER.counterpartReason).max(500, LEDGER.reasonTooLong),
  })
  .refine((v) => !v.credit || v.credit !== v.debit, { path: ['credit'], message: LEDGER.adjustmentSame })

export type AdjustmentFormValues = z.infer<typeof adjustmentSchema>

/** subaccountSchema: a sub-account — the account it goes under and its name. */
export const subaccountSchema = z.object({
  parent: z.string().min(1, LEDGER.subaccountParent),
  name: z.string().trim().min(1, LEDGER.subaccountName).max(100, LEDGER.subaccountLong),
})

export type SubaccountFormValues = z.infer<typeof subaccountSchema>
