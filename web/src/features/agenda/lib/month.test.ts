import { describe, expect, it } from 'vitest'
import { monthLabel, monthOf, monthRange, shiftMonth } from './month'

describe('the calendar month', () => {
  it('reads the address or falls back to today', () => {
    expect(monthOf('2026-03', '2026-11-23')).toBe('2026-03')
    expect(monthOf('2026-13', '2026-11-23')).toBe('2026-11')
    expect(monthOf(null, '2026-11-23')).toBe('2026-11')
  })
  it('spans the month and moves across years', () => {
    expect(monthRange('2026-02')).toEqual(['2026-02-01', '2026-02-28'])
    expect(monthRange('2028-02')).toEqual(['2028-02-01', '2028-02-29'])
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(monthLabel('2026-03')).toBe('março de 2026')
  })
})
