import { fromCents, toCents } from '@/lib/money'

/**
 * mostPaid is the most an IPTU installment of amount (reais) due on due may be paid with on day: the amount on time,
 * then a fine of 20 % and 1 % for each month or part of one after the due date, rounded up to the centavo — the
 * server's rule (model.IPTUInstallment.MostPaid), in centavos so no sum is made in floating point.
 */
export function mostPaid(amount: number, due: string, day: string): number {
  let percent = 100
  if (day > due) {
    const [dy, dm, dd] = due.split('-').map(Number)
    const [py, pm, pd] = day.split('-').map(Number)
    let months = (py - dy) * 12 + (pm - dm)
    if (pd > dd) months++
    percent += 20 + Math.max(months, 1)
  }
  return fromCents(Math.floor((toCents(amount) * percent + 99) / 100))
}
