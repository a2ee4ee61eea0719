import { typedPercent } from '@/lib/percent'
import { isISODate } from '@/lib/dates'
import { DEBT_DEFAULTS, type DebtFormValues } from './schemas'

/**
 * debtDefaultsFromQuery is the new-debt form's defaults with what a simulation sent in the address ('Salvar como
 * dívida': ?system=price&amount=10000&rate=1.5&installments=24&fees=150&contractDate=2026-11-28&firstDueDate=2027-02-28):
 * a financing with that system, amount, rate (as sent, up to six decimals), term, fees and days. What does not parse
 * is left at its default.
 */
export function debtDefaultsFromQuery(params: URLSearchParams): DebtFormValues {
  const values: DebtFormValues = { ...DEBT_DEFAULTS }
  const number = (name: string, ok: (n: number) => boolean) => {
    const raw = params.get(name)
    const n = raw === null || raw.trim() === '' ? Number.NaN : Number(raw)
    return Number.isFinite(n) && ok(n) ? n : undefined
  }
  const system = params.get('system')
  if (system !== 'price' && system !== 'sac') return values
  values.system = system
  values.category = 'financing'
  const amount = number('amount', (n) => n > 0)
  if (amount !== undefined) values.originalAmount = values.currentAmount = Math.round(amount * 100) / 100
  const rate = number('rate', (n) => n >= 0 && n <= 100)
  if (rate !== undefined) values.interestRate = typedPercent(rate)
  const installments = number('installments', (n) => Number.isInteger(n) && n >= 1 && n <= 600)
  if (installments !== undefined) values.installments = installments
  const fees = number('fees', (n) => n >= 0)
  if (fees !== undefined) values.fees = Math.round(fees * 100) / 100
  for (const day of ['contractDate', 'firstDueDate'] as const) {
    const raw = params.get(day)
    if (raw !== null && isISODate(raw)) values[day] = raw
  }
  return values
}
