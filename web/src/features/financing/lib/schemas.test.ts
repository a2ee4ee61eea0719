import { describe, expect, it } from 'vitest'
import { percentOf } from '@/lib/percent'
import { FINANCING_MESSAGES, SIMULATOR_DEFAULTS, simulatorSchema } from './schemas'

const errors = (values: Partial<typeof SIMULATOR_DEFAULTS>) => {
  const result = simulatorSchema.safeParse({ ...SIMULATOR_DEFAULTS, ...values })
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('simulatorSchema', () => {
  it('takes a rate with a comma or a point, up to six decimals', () => {
    expect(errors({ amount: 10000, rate: '1,5' })).toEqual({})
    expect(errors({ amount: 10000, rate: '0.948879', ratePeriod: 'month' })).toEqual({})
    expect(percentOf(' 1,5 ')).toBe(1.5)
  })

  it("says the server's messages for what is wrong", () => {
    expect(errors({})).toEqual({ amount: FINANCING_MESSAGES.amount, rate: FINANCING_MESSAGES.rate })
    expect(errors({ amount: 10000, rate: '1,1234567' })).toEqual({ rate: FINANCING_MESSAGES.monthlyRate })
    expect(errors({ amount: 10000, rate: '101' })).toEqual({ rate: FINANCING_MESSAGES.monthlyRate })
    expect(errors({ amount: 10000, rate: '101', ratePeriod: 'year' })).toEqual({})
    expect(errors({ amount: 10000, rate: '1000,5', ratePeriod: 'year' })).toEqual({ rate: FINANCING_MESSAGES.annualRate })
    expect(errors({ amount: 10000, rate: '1', installments: 601 })).toEqual({ installments: FINANCING_MESSAGES.installmentsAtMost600 })
    expect(errors({ amount: 10000, rate: '1', installments: Number.NaN })).toEqual({ installments: FINANCING_MESSAGES.installments })
    expect(errors({ amount: 10000, rate: '1', fees: 10000 })).toEqual({ fees: FINANCING_MESSAGES.fees })
    expect(errors({ amount: 100, rate: '1', installments: 11 })).toEqual({ amount: FINANCING_MESSAGES.perInstallment })
  })
})
