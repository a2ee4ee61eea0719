/** Money helpers of docs/product.md §5 "Money and numeric inputs". The server keeps centavos; the UI works in reais. */

const twoDecimals = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

/** maskMoney keeps only the digits, reads them as centavos and formats them: '123456' → '1.234,56'; none → ''. */
export function maskMoney(input: string): string {
  const digits = input.replace(/\D/g, '').replace(/^0+(?=\d)/, '')
  if (!digits) return ''
  return twoDecimals.format(Number(digits) / 100)
}

/**
 * parseMoney reads a typed amount. 'R$' and spaces go; with a comma, dots are thousands separators and the comma
 * the decimal mark; with dots only, they are thousands separators when there are several or the last group is not
 * exactly two digits. Empty or unreadable → 0.
 */
export function parseMoney(text: string): number {
  let s = String(text ?? '').replace(/R\$/g, '').replace(/[\s\u00a0]/g, '')
  if (!s) return 0
  if (s.includes(',')) {
    s = s.replace(/\./g, '').replace(',', '.')
  } else if (s.includes('.')) {
    const groups = s.split('.')
    if (groups.length > 2 || groups[groups.length - 1].length !== 2) s = groups.join('')
  }
  const n = Number(s)
  return Number.isFinite(n) ? n : 0
}

/**
 * parsePastedMoney reads an amount pasted or dropped into a money field by the rules of parseMoney, after leaving out
 * whatever is not a digit, a dot or a comma ('R$ 1.200.000' → 1200000, 'R$ 1.234,56' → 1234.56), rounded to
 * centavos. Text with no digit → null (the field keeps its value).
 */
export function parsePastedMoney(text: string): number | null {
  if (!/\d/.test(text ?? '')) return null
  return Math.round(parseMoney(text.replace(/[^\d.,]/g, '')) * 100) / 100
}

/** formatMoneyInput shows a value inside a money input: '' for 0, else '1.234,56'. */
export function formatMoneyInput(value: number): string {
  if (!value) return ''
  return twoDecimals.format(value)
}

/** MINUS is the true minus sign (U+2212) every negative figure on screen is written with: '−R$ 10,00', '−3,53%'. */
export const MINUS = '\u2212'

/** withMinus writes the sign of a number Intl formatted (a hyphen-minus) as MINUS. */
export const withMinus = (text: string) => text.replace('-', MINUS)

/** formatBRL formats reais for display: 'R$ 1.234,56' (Intl puts a non-breaking space after R$), '−R$ 10,00'. */
export function formatBRL(value: number): string {
  return withMinus(brl.format(value || 0))
}

/** toCents turns reais into integer centavos; fromCents back. */
export function toCents(reais: number): number {
  return Math.round(reais * 100)
}

export function fromCents(cents: number): number {
  return cents / 100
}

/** sumMoney adds amounts in reais through integer centavos, so the total is exact: 0,1 + 0,2 is 0,3. */
export function sumMoney(values: Iterable<number>): number {
  let cents = 0
  for (const v of values) cents += toCents(v || 0)
  return fromCents(cents)
}

/**
 * formatPercent is every percentage on screen: pt-BR digits, no space before '%', the true minus sign and two
 * decimals (a rate typed with six shows rounded; an index's change keeps its own, formatChange): 12.345 → '12,35%',
 * -3.531 → '−3,53%'.
 */
export function formatPercent(value: number, digits = 2): string {
  return withMinus(`${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value)}%`)
}

/**
 * percentChange is (value − base) / base in percent with `digits` decimals, computed on integer centavos and
 * rounded half away from zero (−11,75 % shown with one decimal is −11,8 %), as the server's reports do. Null
 * without a positive base.
 */
export function percentChange(base: number, value: number, digits = 2): number | null {
  const b = BigInt(toCents(base))
  if (b <= 0n) return null
  const num = (BigInt(toCents(value)) - b) * 100n * 10n ** BigInt(digits)
  let q = num / b
  const r = num % b
  if (2n * (r < 0n ? -r : r) >= b) q += num < 0n ? -1n : 1n
  return Number(q) / 10 ** digits
}

/**
 * installmentsText splits an amount into `count` installments of whole centavos, the last one taking the
 * remainder, so the parts add up: 'Nx de R$ …' when they are equal, else '2x de R$ 23.333,33 e 1x de R$ 23.333,34'.
 */
export function installmentsText(total: number, count: number): string {
  const cents = toCents(total)
  const part = Math.floor(cents / count)
  const last = cents - part * (count - 1)
  if (last === part) return `${count}x de ${formatBRL(fromCents(part))}`
  return `${count - 1}x de ${formatBRL(fromCents(part))} e 1x de ${formatBRL(fromCents(last))}`
}

/**
 * shareOf is percent of reais rounded half up to the centavo, in integer centavos ('30' or '32,5' % of 1.000,01 →
 * 300,00 or 325,00); null when percent is not a number from 0 to 100 with at most two decimals.
 */
export function shareOf(reais: number, percent: string): number | null {
  const typed = percent.trim().replace(',', '.')
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(typed) || Number(typed) > 100) return null
  const hundredths = BigInt(Math.round(Number(typed) * 100))
  return fromCents(Number((BigInt(toCents(reais)) * hundredths + 5000n) / 10000n))
}
