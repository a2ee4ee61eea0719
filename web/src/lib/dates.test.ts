import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, todayISO } from './dates'

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
