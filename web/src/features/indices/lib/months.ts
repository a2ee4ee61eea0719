import { z } from 'zod'
import { withMinus } from '@/lib/money'
import { messages } from '@/lib/vocabulary'

const MONTH_NAMES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez']

/** monthLabel writes YYYY-MM the Brazilian way: '2024-03' → 'mar/2024'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-')
  return `${MONTH_NAMES[Number(m) - 1]}/${year}`
}

/** monthsBetween lists every month from first to last (YYYY-MM), both included. */
export function monthsBetween(first: string, last: string): string[] {
  const out: string[] = []
  let [y, m] = first.split('-').map(Number)
  const [ly, lm] = last.split('-').map(Number)
  while (y < ly || (y === ly && m <= lm)) {
    out.push(`${y}-${String(m).padStart(2, '0')}`)
    m++
    if (m > 12) [y, m] = [y + 1, 1]
  }
  return out
}

/** formatChange writes a month's change (a percent with a point, all its decimals) as formatPercent does: '-0.25' → '−0,25%'. */
export function formatChange(value: string): string {
  return `${withMinus(value.replace('.', ','))}%`
}

/** importText says what an import kept: '12 meses importados: jan/2024 a dez/2024'. */
export function importText({ imported, firstMonth, lastMonth }: { imported: number; firstMonth: string; lastMonth: string }): string {
  const what = imported === 1 ? '1 mês importado' : `${imported} meses importados`
  return firstMonth === lastMonth ? `${what}: ${monthLabel(firstMonth)}` : `${what}: ${monthLabel(firstMonth)} a ${monthLabel(lastMonth)}`
}

/** indexValueSchema: a month typed as mm/aaaa and its change in percent, -100 to 100, up to 6 decimals. */
export const indexValueSchema = z.object({
  month: z.string().regex(/^(0[1-9]|1[0-2])\/(19|20)\d\d$/, messages.indices.month),
  value: z
    .string()
    .regex(/^-?\d{1,3}([.,]\d{1,6})?$/, messages.indices.value)
    .refine((v) => Math.abs(Number(v.replace(',', '.'))) <= 100, messages.indices.value),
})

export type IndexValueForm = z.infer<typeof indexValueSchema>

/** toApiMonth turns mm/aaaa into the API's YYYY-MM. */
export const toApiMonth = (typed: string) => `${typed.slice(3)}-${typed.slice(0, 2)}`
