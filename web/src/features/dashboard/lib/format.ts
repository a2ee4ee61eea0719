import { formatBRL } from '@/lib/money'

/** The doughnut's 5-colour palette (docs/product.md §9); from the 6th type on, the red slot is reused. */
export const PALETTE = ['#3B82F6', '#10B981', '#F59E0B', '#8B5CF6', '#EF4444'] as const
const RED_SLOT = PALETTE.length - 1

export function paletteColour(index: number): string {
  return PALETTE[Math.min(index, RED_SLOT)]
}

const MINUS = '\u2212'

/** signedAmount shows a transaction's amount: '+' and green when zero or above, '−' and red below, absolute value. */
export function signedAmount(amount: number): { text: string; tone: 'positive' | 'negative' } {
  return amount < 0 ? { text: `${MINUS}${formatBRL(-amount)}`, tone: 'negative' } : { text: `+${formatBRL(amount)}`, tone: 'positive' }
}

/** changeText is a card's change line before 'vs mês anterior': '+R$ 1.000,00', '−2', or '0' / 'R$ 0,00'. */
export function changeText(value: number, money: boolean): string {
  const shown = money ? formatBRL(Math.abs(value)) : String(Math.abs(value))
  if (value > 0) return `+${shown}`
  if (value < 0) return `${MINUS}${shown}`
  return shown
}

const compact = new Intl.NumberFormat('pt-BR', {
  notation: 'compact',
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
})

/** compactBRL labels the bar chart's axis: 'R$ 1,5 mil', 'R$ 2,3 mi'. */
export function compactBRL(value: number): string {
  return compact.format(value)
}
