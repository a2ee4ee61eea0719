import { describe, expect, it } from 'vitest'
import { diffRows, formatPlate, margin } from './format'

describe('vehicle formatting', () => {
  it('computes the margin to one decimal, or nothing without both prices', () => {
    expect(margin(30000, 35000)).toEqual({ amount: 5000, percent: '16,7%' })
    expect(margin(30000, 27000)).toEqual({ amount: -3000, percent: '−10,0%' })
    // An exact −11,75 % rounds half away from zero on integers, not to −11,7 % through floating point.
    expect(margin(40000, 35300)).toEqual({ amount: -4700, percent: '−11,8%' })
    expect(margin(0.1, 0.3)).toEqual({ amount: 0.2, percent: '200,0%' })
    // Costs count as what the vehicle cost: 48 000 − 40 000 − 2 460 = 5 540, 13,0 % of 42 460.
    expect(margin(40000, 48000, 2460)).toEqual({ amount: 5540, percent: '13,0%' })
    expect(margin(0, 35000)).toBeNull()
    expect(margin(30000, 0)).toBeNull()
  })
  it('writes old plates with a dash', () => {
    expect(formatPlate('ABC1234')).toBe('ABC-1234')
    expect(formatPlate('ABC1D23')).toBe('ABC1D23')
  })
  it('lists only the changed fields, formatted', () => {
    expect(diffRows({ sellingPrice: 35000, status: 'in_stock' }, { sellingPrice: 36000.5, status: 'reserved' })).toEqual([
      { field: 'status', label: 'Status', from: 'Em Estoque', to: 'Reservado' },
      { field: 'sellingPrice', label: 'Preço de venda', from: 'R$\u00a035.000,00', to: 'R$\u00a036.000,50' },
    ])
  })
})
