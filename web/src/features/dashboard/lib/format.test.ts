import { describe, expect, it } from 'vitest'
import { changeText, compactBRL, paletteColour, PALETTE, signedAmount } from './format'

describe('dashboard formatting', () => {
  it('uses the 5 colours in turn, then the red slot from the 6th type on', () => {
    expect([0, 1, 2, 3, 4].map(paletteColour)).toEqual([...PALETTE])
    expect(paletteColour(4)).toBe('#EF4444')
    expect(paletteColour(5)).toBe('#EF4444')
    expect(paletteColour(9)).toBe('#EF4444')
  })
  it('signs amounts: + and green from zero up, − and red below, absolute value shown', () => {
    expect(signedAmount(1234.56)).toEqual({ text: '+R$\u00a01.234,56', tone: 'positive' })
    expect(signedAmount(0)).toEqual({ text: '+R$\u00a00,00', tone: 'positive' })
    expect(signedAmount(-500)).toEqual({ text: '\u2212R$\u00a0500,00', tone: 'negative' })
  })
  it('writes the change of a card', () => {
    expect(changeText(1500.5, true)).toBe('+R$\u00a01.500,50')
    expect(changeText(-2, false)).toBe('\u22122')
    expect(changeText(0, false)).toBe('0')
    expect(changeText(0, true)).toBe('R$\u00a00,00')
  })
  it('labels the axis compactly in pt-BR', () => {
    expect(compactBRL(0)).toBe('R$\u00a00')
    expect(compactBRL(1500)).toBe('R$\u00a01,5\u00a0mil')
    expect(compactBRL(2_300_000)).toBe('R$\u00a02,3\u00a0mi')
    expect(compactBRL(-3_400_000)).toBe('-R$\u00a03,4\u00a0mi')
  })
})
