import { describe, expect, it } from 'vitest'
import { dateFromInput, formatDate, formatDateTime, isISODate, maskDate, readPastedDate, todayISO } from './dates'

describe('dates', () => {
  it('shows a calendar date without shifting it', () => {
    expect(formatDate('2026-01-01')).toBe('01/01/2026')
    expect(formatDate('2025-12-31')).toBe('31/12/2025')
  })
  it('shows timestamps in local time', () => {
    const d = new Date(2026, 10, 22, 9, 5)
    expect(formatDateTime(d.toISOString())).toBe('22/11/2026 09:05')
    expect(formatDate(d.toISOString())).toBe('22/11/2026')
  })
  it('gives empty text for nothing or garbage', () => {
    expect(formatDate('')).toBe('')
    expect(formatDate(null)).toBe('')
    expect(formatDateTime('ontem')).toBe('')
  })
  it('knows today', () => {
    expect(todayISO(new Date(2026, 0, 5))).toBe('2026-01-05')
  })
})

describe('date field text', () => {
  it('isISODate takes real calendar dates only', () => {
    expect(isISODate('2026-01-31')).toBe(true)
    expect(isISODate('2024-02-29')).toBe(true)
    expect(isISODate('2026-02-29')).toBe(false)
    expect(isISODate('2026-02-31')).toBe(false)
    expect(isISODate('2026-13-01')).toBe(false)
    expect(isISODate('0000-01-01')).toBe(false)
    expect(isISODate('31/01/2026')).toBe(false)
    expect(isISODate('')).toBe(false)
  })

  it('maskDate puts the slashes in before the third and fifth digits', () => {
    expect(maskDate('3')).toBe('3')
    expect(maskDate('31')).toBe('31')
    expect(maskDate('310')).toBe('31/0')
    expect(maskDate('31012026999')).toBe('31/01/2026')
    expect(maskDate('31/01/2026')).toBe('31/01/2026')
  })

  it('dateFromInput answers ISO for a whole real date and the text otherwise', () => {
    expect(dateFromInput('31/01/2026')).toBe('2026-01-31')
    expect(dateFromInput('31/02/2026')).toBe('31/02/2026')
    expect(dateFromInput('31/01')).toBe('31/01')
    expect(dateFromInput('')).toBe('')
  })

  it('readPastedDate reads dd/mm/aaaa, d/m/aaaa and ISO', () => {
    expect(readPastedDate('31/01/2026')).toBe('31/01/2026')
    expect(readPastedDate(' 1.2.2026 ')).toBe('01/02/2026')
    expect(readPastedDate('2026-01-31')).toBe('31/01/2026')
    expect(readPastedDate('amanhã')).toBeNull()
  })
})
