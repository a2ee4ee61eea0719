import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openingDateError, pixKeyMessage, pixKeySchema } from './schemas'

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

describe('the company Pix key', () => {
  it("refuses what the server refuses, each type by its rule, with the server's messages", () => {
    const cases: [Parameters<typeof pixKeyMessage>[0], string, string | undefined][] = [
      ['', '', undefined],
      ['cpf', '123.456.789-09', undefined],
      ['cpf', '123.456.789-00', 'Chave Pix inválida: confira os dígitos do CPF'],
      ['cnpj', '11.222.333/0001-81', undefined],
      ['cnpj', '11.222.333/0001-80', 'Chave Pix inválida: confira os dígitos do CNPJ'],
      ['email', 'Financeiro@Imobiliaria.com.br', undefined],
      ['email', 'financeiro@', 'Chave Pix inválida: use um e-mail como financeiro@empresa.com.br, com até 77 caracteres'],
      ['phone', '+55 (11) 91234-5678', undefined],
      ['phone', '(21) 3456-7890', undefined],
      ['phone', '91234-5678', 'Chave Pix inválida: use o celular com DDD, como +55 11 91234-5678'],
      ['phone', '+1 415 555 0100', 'Chave Pix inválida: use o celular com DDD, como +55 11 91234-5678'],
      ['random', '123E4567-E89B-12D3-A456-426614174000', undefined],
      ['random', '123e4567e89b12d3a456426614174000', 'Chave Pix inválida: a chave aleatória tem 32 letras e números em 5 grupos, como 123e4567-e89b-12d3-a456-426614174000'],
      ['cpf', ' ', 'Informe a chave Pix'],
      ['', '12345678909', 'Escolha o tipo da chave Pix'],
    ]
    for (const [type, key, message] of cases) expect(pixKeyMessage(type, key), `${type} ${key}`).toEqual(message)
  })

  it('asks for the name and city a payer sees when there is a key, and nothing when there is none', () => {
    const issues = (v: object) => {
      const r = pixKeySchema.safeParse({ pixKeyType: 'cnpj', pixKey: '11.222.333/0001-81', pixName: '', pixCity: '', ...v })
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
    }
    expect(issues({ pixName: 'Imobiliária Horizonte Sul Ltda', pixCity: 'São Paulo' })).toEqual({
      pixName: 'Informe o nome de quem recebe o Pix, com até 25 caracteres',
    })
    expect(issues({ pixName: 'Imobiliária Horizonte', pixCity: '' })).toEqual({ pixCity: 'Informe a cidade de quem recebe o Pix, com até 15 caracteres' })
    expect(issues({ pixName: 'Imobiliária Horizonte', pixCity: 'São Paulo' })).toEqual({})
    expect(issues({ pixKeyType: '', pixKey: '' })).toEqual({})
  })
})
