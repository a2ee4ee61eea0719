/** A percentage as typed: digits, and a comma or a point with up to 6 decimals ('1,5', '0.948879'). */
const TYPED_PERCENT = /^\d+([.,]\d{1,6})?$/

/** RatePeriod is whether a typed rate is a month's or a year's (the effective rate either way). */
export type RatePeriod = 'month' | 'year'

/** RATE_PERIOD_OPTIONS are the choices of a rate's 'Período'. */
export const RATE_PERIOD_OPTIONS: [RatePeriod, string][] = [
  ['month', 'ao mês'],
  ['year', 'ao ano'],
]

/** percentOf reads a typed percentage ('1,5') as the number the API takes (1.5); blank is 0. */
export const percentOf = (typed: string) => (typed.trim() === '' ? 0 : Number(typed.trim().replace(',', '.')))

/** typedPercentOk: a typed percentage with up to 6 decimals, from 0 to 100 a month or to 1.000 a year. */
export const typedPercentOk = (typed: string, period: RatePeriod) =>
  TYPED_PERCENT.test(typed.trim()) && percentOf(typed) <= (period === 'month' ? 100 : 1000)

/** typedPercent writes a rate the way a person types it back into a field: 0.948879 → '0,948879', 1.5 → '1,5'. */
export const typedPercent = (rate: number) => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 6, useGrouping: false }).format(rate)
