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

/** DATE_INVALID is the message of a date field whose text is incomplete or no calendar date (31/02/2026). */
export const DATE_INVALID = 'Data inválida: use dd/mm/aaaa'

/** isISODate tells whether value is a real calendar date written 'YYYY-MM-DD' (not 2026-02-31, not year 0000). */
export function isISODate(value: string): boolean {
  const m = CALENDAR.exec(value)
  if (!m) return false
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  if (year < 1 || month < 1 || month > 12 || day < 1) return false
  // Day 0 of the next month is the last day of this one; UTC so no time zone moves it.
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/**
 * maskDate writes what a person typed as 'dd/mm/aaaa': only its first eight digits count, and a slash goes in before
 * the third and the fifth digit (so a backspace over a slash is not undone).
 */
export function maskDate(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8)
  if (digits.length <= 2) return digits
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`
}

/**
 * dateFromInput reads the text of a date field: '' when empty, 'YYYY-MM-DD' when it is a whole real date
 * 'dd/mm/aaaa', and otherwise the text itself, which no ISO check accepts (so an incomplete or impossible date is an
 * error of the form and never sent).
 */
export function dateFromInput(text: string): string {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text)
  if (!m) return text
  const iso = `${m[3]}-${m[2]}-${m[1]}`
  return isISODate(iso) ? iso : text
}

/**
 * readPastedDate reads a date written out, as pasted or dropped: 'dd/mm/aaaa' (or d/m/aaaa, with '.' or '-'
 * between) or an ISO 'YYYY-MM-DD'; it answers the field's text 'dd/mm/aaaa', or null when it is no date.
 */
export function readPastedDate(written: string): string | null {
  const text = written.trim()
  const iso = CALENDAR.exec(text)
  if (iso) return `${iso[3]}/${iso[2]}/${iso[1]}`
  const br = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text)
  if (br) return `${br[1].padStart(2, '0')}/${br[2].padStart(2, '0')}/${br[3]}`
  return null
}

/** emptyOrISODate is the check of a date field's value after its 'obrigatória' one: '' (said already) or a real date. */
export const emptyOrISODate = (value: string) => value === '' || isISODate(value)
