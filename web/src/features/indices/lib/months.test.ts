import { describe, expect, it } from 'vitest'
import { messages } from '@/lib/vocabulary'
import { formatChange, importText, indexValueSchema, monthLabel, monthsBetween, toApiMonth } from './months'

describe('index months', () => {
  it('lists every month between two, across a year', () => {
    expect(monthsBetween('2023-11', '2024-02')).toEqual(['2023-11', '2023-12', '2024-01', '2024-02'])
    expect(monthsBetween('2024-03', '2024-03')).toEqual(['2024-03'])
  })
  it('writes months, changes and what an import kept in Portuguese', () => {
    expect(monthLabel('2024-03')).toBe('mar/2024')
    expect(formatChange('-0.25')).toBe('−0,25%')
    expect(importText({ imported: 12, firstMonth: '2024-01', lastMonth: '2024-12' })).toBe('12 meses importados: jan/2024 a dez/2024')
    expect(importText({ imported: 1, firstMonth: '2024-05', lastMonth: '2024-05' })).toBe('1 mês importado: mai/2024')
    expect(toApiMonth('03/2024')).toBe('2024-03')
  })
  it('takes mm/aaaa and a percent of -100 to 100 with up to 6 decimals', () => {
    expect(indexValueSchema.safeParse({ month: '03/2024', value: '-0,25' }).success).toBe(true)
    const bad = indexValueSchema.safeParse({ month: '13/2024', value: '0,1234567' })
    expect(bad.success ? [] : bad.error.issues.map((i) => i.message)).toEqual([messages.indices.month, messages.indices.value])
    expect(indexValueSchema.safeParse({ month: '01/2024', value: '101' }).success).toBe(false)
  })
})
