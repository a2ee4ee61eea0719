import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openingDateError } from './schemas'

describe('the books opening date', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date(2026, 10, 28, 12))
  })
  afterEach(() => vi.useRealTimers())

  it('is required, a real date and not after today, with the server messages', () => {
    expect(openingDateError('2026-11-28')).toBeUndefined()
    expect(openingDateError('2020-01-10')).toBeUndefined()
    expect(openingDateError('')).toBe('Informe a data de abertura dos livros')
    expect(openingDateError('31/02/2026')).toBe('Data inválida: use dd/mm/aaaa')
    expect(openingDateError('2026-11-29')).toBe('A data de abertura não pode ser posterior a hoje')
  })
})
