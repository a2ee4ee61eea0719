import { describe, expect, it } from 'vitest'
import { formatBRL, formatMoneyInput, formatPercent, fromCents, installmentsText, maskMoney, parseMoney, parsePastedMoney, percentChange, shareOf, sumMoney, toCents } from './money'

describe('maskMoney (docs/product.md §5)', () => {
  it.each([
    ['123456', '1.234,56'],
    ['5', '0,05'],
    ['R$ 1.234,56', '1.234,56'],
    ['0001', '0,01'],
    ['12345678901', '123.456.789,01'],
    ['', ''],
    ['abc', ''],
  ])('%s → %s', (input, want) => expect(maskMoney(input)).toBe(want))
})

describe('parseMoney (docs/product.md §5)', () => {
  it.each([
    ['1.234,56', 1234.56],
    ['1.234', 1234],
    // One dot with a last group that is not exactly two digits: the dot is a thousands separator.
    ['1234.5', 12345],
    ['12.34', 12.34],
    ['1.234.567', 1234567],
    ['1.234.567,89', 1234567.89],
    ['R$ 10', 10],
    ['R$\u00a01.234,56', 1234.56],
    ['0,10', 0.1],
    ['-5', -5],
    ['', 0],
    ['abc', 0],
  ])('%s → %s', (input, want) => expect(parseMoney(input)).toBe(want))
})

describe('formatting', () => {
  it('formats BRL with the non-breaking space Intl puts after R$', () => {
    expect(formatBRL(1234.56)).toBe('R$\u00a01.234,56')
    expect(formatBRL(0)).toBe('R$\u00a00,00')
    expect(formatBRL(-10)).toBe('\u2212R$\u00a010,00')
  })
  it('shows an empty input for 0', () => {
    expect(formatMoneyInput(0)).toBe('')
    expect(formatMoneyInput(1234567.89)).toBe('1.234.567,89')
  })
  it('keeps centavos exact', () => {
    expect(toCents(0.1 + 0.2)).toBe(30)
    expect(toCents(1234567.89)).toBe(123456789)
    expect(fromCents(123456789)).toBe(1234567.89)
  })
  it('formats percentages', () => {
    expect(formatPercent(12.345)).toBe('12,35%')
    expect(formatPercent(-3.1, 1)).toBe('\u22123,1%')
  })
})

describe('parsePastedMoney (docs/product.md §5, issue 13)', () => {
  it.each([
    ['R$ 1.200.000', 1200000],
    ['R$ 1.234,56', 1234.56],
    ['1.200.000,00', 1200000],
    ['R$\u00a012.000,5', 12000.5],
    ['1234', 1234],
    ['12,345', 12.35],
  ])('%s → %s', (input, want) => expect(parsePastedMoney(input)).toBe(want))
  it('reads text with no digit as nothing', () => {
    expect(parsePastedMoney('R$ ,')).toBeNull()
    expect(parsePastedMoney('')).toBeNull()
  })

  it('computes percent changes on centavos, half away from zero', () => {
    expect(percentChange(40000, 35300, 1)).toBe(-11.8)
    expect(percentChange(40000, 44700, 1)).toBe(11.8)
    expect(percentChange(300, 301)).toBe(0.33)
    expect(percentChange(200, 201)).toBe(0.5)
    expect(percentChange(3, 2)).toBe(-33.33)
    expect(percentChange(999999999.99, 1)).toBe(-100)
    expect(percentChange(0, 5)).toBeNull()
  })

  it('splits installments that add up, the last taking the remainder', () => {
    expect(installmentsText(70000, 3).replace(/\u00a0/g, ' ')).toBe('2x de R$ 23.333,33 e 1x de R$ 23.333,34')
    expect(installmentsText(480000, 12).replace(/\u00a0/g, ' ')).toBe('12x de R$ 40.000,00')
    expect(installmentsText(0.1, 3).replace(/\u00a0/g, ' ')).toBe('2x de R$ 0,03 e 1x de R$ 0,04')
  })
})

describe('sumMoney (issue 37: no sum of money in floating point)', () => {
  it('adds two-decimal amounts exactly, whatever they are', () => {
    // A seeded generator, so a failure names the amounts it met; 10 000 lists of up to 30 amounts up to 10 million.
    let seed = 37
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    let floatWrong = 0
    for (let run = 0; run < 10_000; run++) {
      const cents = Array.from({ length: 1 + Math.floor(next() * 30) }, () => Math.floor(next() * 1_000_000_000) - 100_000_000)
      const reais = cents.map((c) => c / 100)
      const total = cents.reduce((a, b) => a + b, 0) // integers: exact
      expect(sumMoney(reais), reais.join(' + ')).toBe(total / 100)
      if (reais.reduce((a, b) => a + b, 0) !== total / 100) floatWrong++
    }
    expect(floatWrong).toBeGreaterThan(1000) // the sums a float gets wrong are among them
  })
  it('is what a float sum gets wrong', () => {
    expect(0.1 + 0.2).not.toBe(0.3)
    expect(sumMoney([0.1, 0.2])).toBe(0.3)
    expect(sumMoney([583.33, 1388.33])).toBe(1971.66)
    expect(sumMoney([])).toBe(0)
  })
})

describe('shareOf (issue 37: land as a percentage of the cost)', () => {
  it('takes a percentage of an amount to the centavo, rounded half up', () => {
    expect(shareOf(1000.01, '30')).toBe(300)
    expect(shareOf(1000.01, '32,5')).toBe(325)
    expect(shareOf(0.05, '50')).toBe(0.03)
    expect(shareOf(99_999_999_999.99, '33,33')).toBe(33_330_000_000) // 3 332 999 999 999,67 centavos
    expect(shareOf(1500, '100')).toBe(1500)
    expect(shareOf(1500, '0')).toBe(0)
  })
  it('refuses what is not a percentage', () => {
    for (const bad of ['', 'abc', '-5', '100,01', '12,345', '1e2']) expect(shareOf(1000, bad)).toBeNull()
  })
})
