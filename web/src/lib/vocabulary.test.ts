import { describe, expect, it } from 'vitest'
import { fill, labels, messages, options } from './vocabulary'

describe('the shared vocabulary', () => {
  it('fills the numbers of a message', () => {
    expect(fill(messages.vehicles.yearRange, { min: 1900, max: 2027 })).toBe('Ano deve estar entre 1900 e 2027')
    expect(fill('Sem marcas', { max: 1 })).toBe('Sem marcas')
  })
  it('keeps the order of the server for selects', () => {
    expect(options(labels.debtCategories).map(([value]) => value)).toEqual(['loan', 'financing', 'account_payable', 'other'])
    expect(options(labels.reportTypes)[3]).toEqual(['networth', 'Patrimônio Líquido'])
  })
})
