import { describe, expect, it } from 'vitest'
import { brandPalette, contrast, DARK_SURFACE, mix, shade, shades } from './theme'

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

describe('brand palette: readable text from any company colour (issue 13)', () => {
  const surfaces = { white: '#ffffff', dark: DARK_SURFACE }
  it('keeps the shades of the default colours, which already read at 4.5:1', () => {
    expect(brandPalette('#3B82F6').light).toEqual(shades('#3B82F6'))
    expect(brandPalette('#1E40AF').light).toEqual(shades('#1E40AF'))
  })
  for (const hex of ['#3B82F6', '#FFD700', '#00FF00', '#FF69B4', '#7FFFD4', '#000000', '#FFFFFF', '#808080']) {
    it(`${hex}: white on 600, 700–900 on white and the light tints, 700–900 on the dark surface and its tints`, () => {
      const { light, dark } = brandPalette(hex)
      expect(contrast(light[600], surfaces.white)).toBeGreaterThanOrEqual(4.5)
      for (const step of [700, 800, 900]) {
        for (const bg of [surfaces.white, light[50], light[100]]) expect(contrast(light[step], bg)).toBeGreaterThanOrEqual(4.5)
        for (const bg of [surfaces.dark, dark[50], dark[100]]) expect(contrast(dark[step], bg)).toBeGreaterThanOrEqual(4.5)
      }
    })
  }
  it('darkens a light company colour only as much as it needs, keeping its hue', () => {
    const { light } = brandPalette('#FFD700')
    expect(light[500]).toBe('#ffd700')
    expect(light[600]).not.toBe(shades('#FFD700')[600])
    expect(contrast(light[600], '#ffffff')).toBeLessThan(5.5)
    expect(mix('#ffffff', '#000000', 0.5)).toBe('#808080')
  })
  it('matches the WCAG ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21)
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })
})
