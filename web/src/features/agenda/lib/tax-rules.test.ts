import { describe, expect, it } from 'vitest'
import { byState, dueText, editorValues, rulesOf, taxRulesSchema } from './tax-rules'
import { messages } from '@/lib/vocabulary'
import type { VehicleTaxRule } from '../api/vehicle-tax-rules'

const sp: VehicleTaxRule[] = [
  { state: 'SP', kind: 'licensing', finalDigit: 0, month: 12, day: null, source: 'Detran-SP' },
  { state: 'SP', kind: 'licensing', finalDigit: 3, month: 8, day: null, source: 'Detran-SP' },
  { state: 'SP', kind: 'ipva', finalDigit: 3, month: 1, day: 14, source: 'Sefaz-SP' },
]

describe('tax rules', () => {
  it('says when a line falls due', () => {
    expect(dueText({ month: 1, day: 14 })).toBe('14 de janeiro')
    expect(dueText({ month: 7, day: null })).toBe('até o fim de julho')
    expect(dueText(undefined)).toBe('—')
  })
  it('groups the lines by state, kind and final digit', () => {
    const states = byState(sp)
    expect([...states.keys()]).toEqual(['SP'])
    expect(states.get('SP')?.licensing[3].month).toBe(8)
    expect(states.get('SP')?.ipva[3].day).toBe(14)
  })
  it('edits a table and sends every final digit of both kinds', () => {
    const values = editorValues(byState(sp).get('SP'))
    expect(values.licensing[2]).toEqual({ month: '8', day: '' }) // final 3, the third line
    expect(values.licensing[9]).toEqual({ month: '12', day: '' }) // final 0, the last
    expect(values.ipva[2]).toEqual({ month: '1', day: '14' })
    const rules = rulesOf(values)
    expect(rules).toHaveLength(20)
    expect(rules[2]).toEqual({ kind: 'ipva', finalDigit: 3, month: 1, day: 14 })
    expect(rules[19]).toEqual({ kind: 'licensing', finalDigit: 0, month: 12, day: null })
  })
  it('refuses a day outside 1 to 31 with the server’s message', () => {
    const values = editorValues()
    values.ipva[0].day = '32'
    const result = taxRulesSchema.safeParse(values)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0].message).toBe(messages.vehicles.taxRuleDay)
  })
})
