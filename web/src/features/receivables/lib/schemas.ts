import { z } from 'zod'
import { NO_ACCOUNT, pastDay } from '@/lib/account-options'
import { messages } from '@/lib/vocabulary'

/** The receivables' messages, the server's, from the shared vocabulary. */
export const RECEIVABLE_MESSAGES = messages.receivables

/**
 * receiptSchema: money received for a receivable — its date (required, not after today), an amount above zero and
 * at most what is still to receive, the account it entered (required).
 */
export const receiptSchema = (balance: number) =>
  z.object({
    date: pastDay(RECEIVABLE_MESSAGES.receiptDate),
    amount: z.number().gt(0, messages.accounts.amount).max(balance, RECEIVABLE_MESSAGES.receiptTooLarge),
    accountId: z.string().refine((v) => v !== NO_ACCOUNT && v !== '', RECEIVABLE_MESSAGES.receiptAccount),
    /** installment is the number of the installment received, '' for the installments in order. */
    installment: z.string(),
  })

export type ReceiptFormValues = z.infer<ReturnType<typeof receiptSchema>>
