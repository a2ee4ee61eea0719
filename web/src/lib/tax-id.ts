import { z } from 'zod'
import { messages } from '@/lib/vocabulary'

/** taxIdDigits is a CPF or CNPJ as typed, without its punctuation and in capitals (the server keeps it so). */
export const taxIdDigits = (typed: string) => typed.toUpperCase().replace(/[.\-/\s]/g, '')

// checkDigit is 11 less the remainder by 11 of the weighted sum, or 0 when that is 10 or 11.
const checkDigit = (sum: number) => (sum % 11 < 2 ? 0 : 11 - (sum % 11))

/** isValidCpf: 11 digits, not all the same, the last two its check digits. */
export function isValidCpf(s: string): boolean {
  if (!/^\d{11}$/.test(s) || /^(\d)\1{10}$/.test(s)) return false
  return [9, 10].every((n) => {
    let sum = 0
    for (let i = 0; i < n; i++) sum += Number(s[i]) * (n + 1 - i)
    return checkDigit(sum) === Number(s[n])
  })
}

/**
 * isValidCnpj: 12 letters or digits and 2 check digits (the Receita Federal's alphanumeric CNPJ of July 2026, and the
 * numeric one): each character counts its code less 48, weights 2 to 9 from the right.
 */
export function isValidCnpj(s: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(s) || /^(.)\1{13}$/.test(s)) return false
  return [12, 13].every((n) => {
    let sum = 0
    for (let i = 0; i < n; i++) sum += (s.charCodeAt(i) - 48) * (((n - 1 - i) % 8) + 2)
    return checkDigit(sum) === Number(s[n])
  })
}

/** isValidTaxId: empty (the document is optional), a valid CPF or a valid CNPJ, with or without its mask. */
export function isValidTaxId(typed: string): boolean {
  const s = taxIdDigits(typed)
  return s === '' || (s.length === 11 ? isValidCpf(s) : s.length === 14 && isValidCnpj(s))
}

/** formatTaxId shows a kept document with its mask: 529.982.247-25, 12.ABC.345/01DE-35. */
export function formatTaxId(s: string): string {
  if (s.length === 11) return `${s.slice(0, 3)}.${s.slice(3, 6)}.${s.slice(6, 9)}-${s.slice(9)}`
  if (s.length === 14) return `${s.slice(0, 2)}.${s.slice(2, 5)}.${s.slice(5, 8)}/${s.slice(8, 12)}-${s.slice(12)}`
  return s
}

/** taxIdField is the zod field of an optional CPF or CNPJ, with the server's message. */
export const taxIdField = z.string().refine(isValidTaxId, messages.common.taxId)
