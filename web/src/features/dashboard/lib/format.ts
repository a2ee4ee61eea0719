import { MINUS, formatBRL, withMinus } from '@/lib/money'

/**
 * The doughnut's palette: the spec's five colours and a pink for the sixth kind, the receivables, so no two slices
 * share a colour (docs/decisions.md); past the sixth, the last colour is reused.
 */
export const PALETTE = ['#3B82F6', '#10B981', '#F59E0B', '#8B5CF6', '#EF4444', '#EC4899'] as const
const LAST_SLOT = PALETTE.length - 1

export function paletteColour(index: number): string {
  return PALETTE[Math.min(index, LAST_SLOT)]
}

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
  return withMinus(compact.format(value))
}

/**
 * bridgeFloor is where the waterfall's first and last bars start: zero when the net worth went below zero or the
 * changes are large beside it, otherwise a round figure under the lowest level by about half the span of the
 * levels, so the changes show.
 */
export function bridgeFloor(lowest: number, highest: number): number {
  if (lowest <= 0) return Math.min(0, lowest)
  const span = Math.max(highest - lowest, highest * 0.02)
  const below = lowest - span * 0.5
  if (below <= lowest * 0.3) return 0
  const step = 10 ** Math.floor(Math.log10(span))
  return Math.floor(below / step) * step
}
