import { describe, expect, it } from 'vitest'
import { debtDefaultsFromQuery } from './prefill'
import { DEBT_DEFAULTS } from './schemas'

describe('debtDefaultsFromQuery', () => {
  it('fills a financing from a simulation, the rate with its six decimals', () => {
    const v = debtDefaultsFromQuery(new URLSearchParams('system=sac&amount=70000&rate=0.948879&installments=120&fees=150.5'))
    expect(v).toMatchObject({ system: 'sac', category: 'financing', originalAmount: 70000, currentAmount: 70000, interestRate: '0,948879', installments: 120, fees: 150.5 })
  })
  it("takes the simulation's contract and first due dates (issue 37)", () => {
    const v = debtDefaultsFromQuery(new URLSearchParams('system=price&amount=100000&rate=1&installments=12&contractDate=2026-11-28&firstDueDate=2027-02-28'))
    expect(v).toMatchObject({ contractDate: '2026-11-28', firstDueDate: '2027-02-28' })
  })
  it('leaves what does not parse at its default, and everything without a system', () => {
    const v = debtDefaultsFromQuery(new URLSearchParams('system=price&amount=-1&rate=abc&installments=2.5&fees=&contractDate=28/11/2026'))
    expect(v).toEqual({ ...DEBT_DEFAULTS, system: 'price', category: 'financing' })
    expect(debtDefaultsFromQuery(new URLSearchParams('amount=5000'))).toEqual(DEBT_DEFAULTS)
  })
})
