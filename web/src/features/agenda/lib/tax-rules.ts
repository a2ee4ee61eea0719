import { z } from 'zod'
import { messages, months } from '@/lib/vocabulary'
import type { VehicleTaxRule } from '../api/vehicle-tax-rules'

/** DIGITS are the plate's final digits in the order the calendars print them: 1 to 9, then 0. */
export const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0]

/** TAX_KINDS are the vehicle taxes a state's table gives, with their names. */
export const TAX_KINDS = [
  ['ipva', 'IPVA'],
  ['licensing', 'Licenciamento'],
] as const

/** dueText says when a line falls due: '15 de janeiro', or 'até o fim de julho' without a day. */
export function dueText(rule: Pick<VehicleTaxRule, 'month' | 'day'> | undefined): string {
  if (!rule) return '—'
  const month = months[rule.month - 1]
  return rule.day ? `${rule.day} de ${month}` : `até o fim de ${month}`
}

/** byState groups every state's lines: state → kind → final digit → line. */
export function byState(rules: VehicleTaxRule[]): Map<string, Record<string, Record<number, VehicleTaxRule>>> {
  const out = new Map<string, Record<string, Record<number, VehicleTaxRule>>>()
  for (const r of rules) {
    const state = out.get(r.state) ?? {}
    state[r.kind] = { ...state[r.kind], [r.finalDigit]: r }
    out.set(r.state, state)
  }
  return out
}

const line = z.object({
  month: z.string(),
  day: z.string().refine((d) => d.trim() === '' || (/^\d{1,2}$/.test(d.trim()) && Number(d) >= 1 && Number(d) <= 31), messages.vehicles.taxRuleDay),
})

/** taxRulesSchema is a state's table as the editor types it: a month (1–12) and an optional day per final digit and kind, in DIGITS order. */
export const taxRulesSchema = z.object({ ipva: z.array(line).length(10), licensing: z.array(line).length(10) })

export type TaxRulesValues = z.infer<typeof taxRulesSchema>

/** editorValues are the editor's values for a state's lines (January without a day where it has none). */
export function editorValues(state: Record<string, Record<number, VehicleTaxRule>> = {}): TaxRulesValues {
  const lines = (kind: string) => DIGITS.map((d) => ({ month: String(state[kind]?.[d]?.month ?? 1), day: state[kind]?.[d]?.day ? String(state[kind][d].day) : '' }))
  return { ipva: lines('ipva'), licensing: lines('licensing') }
}

/** rulesOf turns the editor's values into the lines the API takes. */
export function rulesOf(values: TaxRulesValues) {
  return TAX_KINDS.flatMap(([kind]) =>
    values[kind].map((l, i) => ({ kind, finalDigit: DIGITS[i], month: Number(l.month), day: l.day.trim() ? Number(l.day) : null })),
  )
}
