import { describe, expect, it } from 'vitest'
import { mostPaid } from './iptu'

describe('mostPaid', () => {
  it('is the installment on time, then 20 % and 1 % a month or part of one, rounded up', () => {
    expect(mostPaid(120, '2026-03-10', '2026-03-10')).toBe(120)
    expect(mostPaid(120, '2026-03-10', '2026-03-11')).toBe(145.2)
    expect(mostPaid(120, '2026-03-10', '2026-04-11')).toBe(146.4)
    expect(mostPaid(120, '2026-03-10', '2036-03-11')).toBe(289.2)
    expect(mostPaid(0.01, '2026-03-10', '2026-03-11')).toBe(0.02)
  })
})
