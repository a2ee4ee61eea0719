/** Date helpers for pt-BR (docs/product.md §9): calendar dates 'dd/mm/aaaa', timestamps 'dd/mm/aaaa HH:mm'. */

const pad = (n: number) => String(n).padStart(2, '0')
const CALENDAR = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * formatDate shows a date as 'dd/mm/aaaa'. A calendar date 'YYYY-MM-DD' is read as is (no time-zone shift); a
 * timestamp is shown in the browser's time zone. Anything else → ''.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return ''
  const m = CALENDAR.exec(value)
  if (m) return `${m[3]}/${m[2]}/${m[1]}`
  const d = new Date(value)
  if (Number.isNaN(d.getTime())) return ''
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`
}

/** formatDateTime shows a timestamp as 'dd/mm/aaaa HH:mm' in the browser's time zone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return ''
  const d = new Date(value)
  if (Number.isNaN(d.getTime())) return ''
  return `${formatDate(value)} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** todayISO is today's calendar date in the browser's time zone, 'YYYY-MM-DD'. */
export function todayISO(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
