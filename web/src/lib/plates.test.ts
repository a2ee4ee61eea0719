import { describe, expect, it } from 'vitest'
import { formatPlate, normalizePlate } from './plates'

describe('plates', () => {
  it('stores a plate upper case without dash or spaces', () => {
    expect(normalizePlate('abc-1234')).toBe('ABC1234')
    expect(normalizePlate(' bra 2e19')).toBe('BRA2E19')
  })
  it('shows an old plate with its dash and a Mercosul plate without one, whatever was typed', () => {
    expect(formatPlate('ABC1234')).toBe('ABC-1234')
    expect(formatPlate('abc-1234')).toBe('ABC-1234')
    expect(formatPlate('ABC1D23')).toBe('ABC1D23')
    expect(formatPlate('BRA-2E19')).toBe('BRA2E19')
  })
  it('leaves a plate being typed without a dash until it is a whole old plate', () => {
    expect(formatPlate('ABC1')).toBe('ABC1')
    expect(formatPlate('ABC123')).toBe('ABC123')
  })
})
