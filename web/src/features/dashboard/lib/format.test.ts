import { describe, expect, it } from 'vitest'
import { bridgeFloor, changeText, compactBRL, paletteColour, PALETTE, signedAmount } from './format'

describe('dashboard formatting', () => {
  it('uses the 6 colours in turn, then the last one from the 7th kind on', () => {
    expect([0, 1, 2, 3, 4, 5].map(paletteColour)).toEqual([...PALETTE])
    expect(paletteColour(4)).toBe('#EF4444')
    expect(paletteColour(5)).toBe('#EC4899')
    expect(paletteColour(9)).toBe('#EC4899')
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
    expect(compactBRL(-3_400_000)).toBe('\u2212R$\u00a03,4\u00a0mi')
  })
  it('starts the waterfall under its lowest level, so small changes of a large net worth show', () => {
    // 23,5 mi to 27,1 mi: a floor of 21 mi, a round figure under the lowest level.
    expect(bridgeFloor(23_539_879, 27_123_121.06)).toBe(21_000_000)
    // Changes as large as the net worth itself, or a net worth that went below zero: zero, or the lowest level.
    expect(bridgeFloor(1_000, 90_000)).toBe(0)
    expect(bridgeFloor(-5_000, 10_000)).toBe(-5_000)
    // No change at all: a floor 1 % under it.
    expect(bridgeFloor(100_000, 100_000)).toBe(99_000)
  })
})
