import { describe, expect, it } from 'vitest'
import { percentOf, typedPercent, typedPercentOk } from './percent'

describe('typed percentages (issue 15: a rate a month or a year)', () => {
  it('reads a comma or a point, blank as zero', () => {
    expect(percentOf('1,5')).toBe(1.5)
    expect(percentOf(' 0.948879 ')).toBe(0.948879)
    expect(percentOf('')).toBe(0)
  })
  it('takes up to six decimals, to 100 a month and to 1.000 a year', () => {
    expect(typedPercentOk('0,948879', 'month')).toBe(true)
    expect(typedPercentOk('1,1234567', 'month')).toBe(false)
    expect(typedPercentOk('101', 'month')).toBe(false)
    expect(typedPercentOk('101', 'year')).toBe(true)
    expect(typedPercentOk('1000,5', 'year')).toBe(false)
    expect(typedPercentOk('-1', 'month')).toBe(false)
    expect(typedPercentOk('1,', 'month')).toBe(false)
  })
  it('writes a rate back as typed', () => {
    expect(typedPercent(0.948879)).toBe('0,948879')
    expect(typedPercent(1.5)).toBe('1,5')
    expect(typedPercent(0)).toBe('0')
    expect(typedPercent(1000)).toBe('1000')
  })
})
