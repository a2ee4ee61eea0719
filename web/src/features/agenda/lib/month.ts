import { months } from '@/lib/vocabulary'

/** A month as the address carries it: 'YYYY-MM'. */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

/** monthOf reads ?month=YYYY-MM, or falls back to the month of today. */
export function monthOf(param: string | null, today: string): string {
  return param && MONTH.test(param) ? param : today.slice(0, 7)
}

/** monthRange is the first and the last day of a month: '2026-02' → ['2026-02-01', '2026-02-28']. */
export function monthRange(month: string): [string, string] {
  const [y, m] = month.split('-').map(Number)
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate()
  return [`${month}-01`, `${month}-${String(last).padStart(2, '0')}`]
}

/** shiftMonth moves a month by n: ('2026-12', 1) → '2027-01'. */
export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number)
  const d = new Date(Date.UTC(y, m - 1 + n, 1))
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
}

/** monthLabel names a month: '2026-03' → 'março de 2026'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number)
  return `${months[m - 1]} de ${y}`
}
