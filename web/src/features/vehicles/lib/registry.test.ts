import { describe, expect, it } from 'vitest'
import { isValidChassis, isValidRenavam, renavamDigits } from './registry'

// The numbers of the server's test: the same answers on both sides.
describe('RENAVAM and chassis', () => {
  it('checks the RENAVAM digit, the old 9-digit form padded', () => {
    for (const ok of ['00639884962', '639884962', '006.398.849-62', '']) expect(isValidRenavam(ok), ok).toBe(true)
    for (const bad of ['00639884961', '1234567', '006398849620', '0063988496A', '00000000000', '000.000.000']) expect(isValidRenavam(bad), bad).toBe(false)
    expect(renavamDigits('639884962')).toBe('00639884962')
  })
  it('takes a chassis of 17 letters and digits without I, O and Q', () => {
    for (const ok of ['9bwzzz377vt004251', '9BW ZZZ377 VT004251', '']) expect(isValidChassis(ok), ok).toBe(true)
    for (const bad of ['9BWZZZ377VT00425', '9BWZZZ377VT0042511', '9BWZZZ377VT00425I', '9BWZZZ377VT00425O', '9BWZZZ377VT00425Q']) {
      expect(isValidChassis(bad), bad).toBe(false)
    }
  })
})
