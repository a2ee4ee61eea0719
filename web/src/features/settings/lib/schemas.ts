import { z } from 'zod'
import { DATE_INVALID, isISODate, todayISO } from '@/lib/dates'
import type { Settings } from '@/lib/settings'
import { isValidCnpj, isValidCpf, taxIdDigits } from '@/lib/tax-id'
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

const pix = messages.settings
const RANDOM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** pixPhoneDigits is a typed phone as DDD and number, or null when it is not a Brazilian one (as the server reads it). */
export function pixPhoneDigits(typed: string): string | null {
  let digits = typed.replace(/\D/g, '')
  const international = typed.trim().startsWith('+')
  if (international && !digits.startsWith('55')) return null
  if (international || ((digits.length === 12 || digits.length === 13) && digits.startsWith('55'))) digits = digits.slice(2)
  return /^[1-9]{2}\d{8,9}$/.test(digits) ? digits : null
}

/** pixKeyMessage is what is wrong with a key of its type, as the server says it, or undefined. */
export function pixKeyMessage(type: Settings['pixKeyType'], typed: string): string | undefined {
  const key = typed.trim()
  if (type === '') return key === '' ? undefined : pix.pixKeyType
  if (key === '') return pix.pixKeyBlank
  switch (type) {
    case 'cpf':
      return isValidCpf(taxIdDigits(key)) ? undefined : pix.pixKeyCpf
    case 'cnpj':
      return isValidCnpj(taxIdDigits(key)) ? undefined : pix.pixKeyCnpj
    case 'email':
      return key.length <= 77 && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(key) ? undefined : pix.pixKeyEmail
    case 'phone':
      return pixPhoneDigits(key) ? undefined : pix.pixKeyPhone
    case 'random':
      return RANDOM_KEY.test(key) ? undefined : pix.pixKeyRandom
  }
}

/** pixKeySchema checks the company's Pix key as the server does: each type's rule, and a name and city with a key. */
export const pixKeySchema = z
  .object({
    pixKeyType: z.enum(['', 'cnpj', 'cpf', 'email', 'phone', 'random']),
    pixKey: z.string(),
    pixName: z.string(),
    pixCity: z.string(),
  })
  .superRefine((v, ctx) => {
    const keyError = pixKeyMessage(v.pixKeyType, v.pixKey)
    if (keyError) ctx.addIssue({ code: 'custom', path: [keyError === pix.pixKeyType ? 'pixKeyType' : 'pixKey'], message: keyError })
    if (v.pixKey.trim() === '') return
    if (v.pixName.trim() === '' || v.pixName.trim().length > 25) ctx.addIssue({ code: 'custom', path: ['pixName'], message: pix.pixName })
    if (v.pixCity.trim() === '' || v.pixCity.trim().length > 15) ctx.addIssue({ code: 'custom', path: ['pixCity'], message: pix.pixCity })
  })

export type PixKeyValues = z.infer<typeof pixKeySchema>
