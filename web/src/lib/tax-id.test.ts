import { describe, expect, it } from 'vitest'
import { formatTaxId, isValidCnpj, isValidCpf, isValidTaxId, taxIdDigits } from './tax-id'

// The numbers of the server's test (internal/validate/documents_test.go): the same answers on both sides.
describe('CPF and CNPJ', () => {
  it('takes valid numbers with or without the mask, the alphanumeric CNPJ too', () => {
    for (const ok of ['529.982.247-25', '52998224725', '11.222.333/0001-81', '12.ABC.345/01DE-35', '12.abc.345/01de-35', '']) {
      expect(isValidTaxId(ok), ok).toBe(true)
    }
    expect(isValidCpf('52998224725')).toBe(true)
    expect(isValidCnpj('12ABC34501DE35')).toBe(true)
  })
  it('refuses a wrong check digit, repeated digits and other lengths', () => {
    for (const bad of ['529.982.247-24', '111.111.111-11', '11.222.333/0001-82', '12.ABC.345/01DE-36', '12.ABC.345/01DE-3A', '00.000.000/0000-00', '1234567890']) {
      expect(isValidTaxId(bad), bad).toBe(false)
    }
  })
  it('keeps it without punctuation and shows it with the mask', () => {
    expect(taxIdDigits('12.abc.345/01de-35')).toBe('12ABC34501DE35')
    expect(formatTaxId('52998224725')).toBe('529.982.247-25')
    expect(formatTaxId('12ABC34501DE35')).toBe('12.ABC.345/01DE-35')
  })
})
