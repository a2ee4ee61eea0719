/**
 * The registry numbers of a vehicle, checked as the server checks them (internal/validate/documents.go): the
 * RENAVAM's check digit and the chassis' form. Both are optional: empty is valid.
 */

/** renavamDigits is a RENAVAM as typed without punctuation, a 9-digit one of the old form padded to 11. */
export function renavamDigits(typed: string): string {
  const s = typed.replace(/[.\-\s]/g, '')
  return /^\d{9,10}$/.test(s) ? s.padStart(11, '0') : s
}

/**
 * isValidRenavam: 11 digits, not all the same (zeros pass the check digit), whose last is the first ten weighted
 * 3, 2, 9, 8, 7, 6, 5, 4, 3, 2, times ten mod 11 (10 reads 0).
 */
export function isValidRenavam(typed: string): boolean {
  const s = renavamDigits(typed)
  if (s === '') return true
  if (!/^\d{11}$/.test(s) || /^(\d)\1{10}$/.test(s)) return false
  const sum = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2].reduce((acc, w, i) => acc + Number(s[i]) * w, 0)
  return ((sum * 10) % 11) % 10 === Number(s[10])
}

/** isValidChassis: 17 letters and digits without I, O and Q, any case, spaces ignored. */
export function isValidChassis(typed: string): boolean {
  const s = typed.replace(/\s/g, '').toUpperCase()
  return s === '' || /^[0-9A-HJ-NPR-Z]{17}$/.test(s)
}
