import { describe, expect, it } from 'vitest'
import { shade, shades } from './theme'

describe('theme shades (docs/product.md §9)', () => {
  it('adds 200, 150, 100, 50, 25 for 50–400 and subtracts 25, 50, 100, 150 for 600–900, clamped', () => {
    expect(shades('#3B82F6')).toEqual({
      50: '#ffffff',
      100: '#d1ffff',
      200: '#9fe6ff',
      300: '#6db4ff',
      400: '#549bff',
      500: '#3b82f6',
      600: '#2269dd',
      700: '#0950c4',
      800: '#001e92',
      900: '#000060',
    })
  })
  it('clamps at 0 and 255', () => {
    expect(shade('#000000', -25)).toBe('#000000')
    expect(shade('#fafafa', 25)).toBe('#ffffff')
  })
  it('leaves a value that is not #RRGGBB alone', () => {
    expect(shade('blue', 50)).toBe('blue')
  })
})
