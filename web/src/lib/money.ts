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

/** formatBRL formats reais for display: 'R$ 1.234,56' (Intl puts a non-breaking space after R$). */
export function formatBRL(value: number): string {
  return brl.format(value || 0)
}

/** toCents turns reais into integer centavos; fromCents back. */
export function toCents(reais: number): number {
  return Math.round(reais * 100)
}

export function fromCents(cents: number): number {
  return cents / 100
}

/** formatPercent formats a percentage in pt-BR: 12.345 → '12,35%'. */
export function formatPercent(value: number, digits = 2): string {
  return `${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value)}%`
}
