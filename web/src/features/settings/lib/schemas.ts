import { z } from 'zod'
import { DATE_INVALID, isISODate, todayISO } from '@/lib/dates'
import { messages } from '@/lib/vocabulary'

/**
 * openingDateSchema checks the books' opening date as the server does: required, a real date, not after today (read
 * when the form is checked). That no event recorded as 'Saldo de abertura' comes after it only the server knows.
 */
export const openingDateSchema = z
  .string()
  .min(1, messages.ledger.booksOpening)
  .refine((v) => v === '' || isISODate(v), DATE_INVALID)
  .refine((v) => !isISODate(v) || v <= todayISO(), messages.ledger.booksOpeningFuture)

/** openingDateError is the first message for date, or undefined when it may be sent. */
export function openingDateError(date: string): string | undefined {
  const result = openingDateSchema.safeParse(date)
  return result.success ? undefined : result.error.issues[0]?.message
}
