import { describe, expect, it } from 'vitest'
import { messages as messagesOf } from '@/lib/vocabulary'
import { MSG, normalizePlate, resaleFields, saleSchema, vehicleSchema } from './schemas'

const now = new Date(2026, 5, 1)
const valid = {
  purchaseDate: '2026-01-10',
  purchasePrice: 30000,
  sellingPrice: 35000,
  make: 'Volkswagen',
  model: 'Gol',
  year: '2020',
  licensePlate: 'abc-1234',
  renavam: '',
  chassis: '',
  ...resaleFields(),
  color: '',
  notes: '',
  status: 'in_stock' as const,
  accountId: 'cp:opening',
  counterpartReason: '',
}

function messages(schema: ReturnType<typeof vehicleSchema>, values: object) {
  const r = schema.safeParse(values)
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]))
}

describe('vehicle form rules (docs/product.md §5)', () => {
  it('accepts a valid vehicle without colour on create', () => {
    expect(messages(vehicleSchema('create', now), valid)).toEqual({})
  })
  it('gives every create message', () => {
    const empty = { ...valid, purchaseDate: '', purchasePrice: 0, sellingPrice: 0, make: ' ', model: '', year: '', licensePlate: '' }
    expect(messages(vehicleSchema('create', now), empty)).toEqual({
      purchaseDate: MSG.purchaseDate,
      purchasePrice: 'Valor de aquisição deve ser maior que zero',
      sellingPrice: 'Valor de venda deve ser maior que zero',
      make: 'Marca é obrigatória',
      model: 'Modelo é obrigatório',
      year: 'Ano é obrigatório e deve ser válido',
      licensePlate: 'Placa é obrigatória',
    })
  })
  it('bounds the year from 1900 to next year', () => {
    expect(messages(vehicleSchema('create', now), { ...valid, year: '1899' }).year).toBe('Ano é obrigatório e deve ser válido')
    expect(messages(vehicleSchema('create', now), { ...valid, year: '2028' }).year).toBe('Ano deve estar entre 1900 e 2027')
    expect(messages(vehicleSchema('create', now), { ...valid, year: '2027' }).year).toBeUndefined()
    expect(messages(vehicleSchema('edit', now), { ...valid, color: 'Prata', year: '1899' }).year).toBe('Ano deve estar entre 1900 e 2027')
  })
  it('requires the colour on edit', () => {
    expect(messages(vehicleSchema('edit', now), valid).color).toBe('Cor é obrigatória')
  })
  it('checks the plate forms', () => {
    expect(normalizePlate('abc-1234')).toBe('ABC1234')
    expect(messages(vehicleSchema('create', now), { ...valid, licensePlate: 'ABC1D23' })).toEqual({})
    expect(messages(vehicleSchema('create', now), { ...valid, licensePlate: 'AB12345' }).licensePlate).toBe(MSG.plateInvalid)
    expect(messages(vehicleSchema('create', now), { ...valid, renavam: '00639884961', chassis: '9BWZZZ377VT00425O' })).toEqual({
      renavam: messagesOf.vehicles.renavam,
      chassis: messagesOf.vehicles.chassis,
    })
    expect(messages(vehicleSchema('create', now), { ...valid, renavam: '639884962', chassis: '9bwzzz377vt004251' })).toEqual({})
  })
  it('checks the details for resale: mileage, the years, the FIPE code and value', () => {
    const schema = vehicleSchema('create', now)
    expect(messages(schema, { ...valid, mileage: '45210', manufactureYear: '2020', modelYear: '2021', fipeCode: '005340-6', fipeValue: 58300.5, ipvaStatus: 'paid' })).toEqual({})
    expect(messages(schema, { ...valid, mileage: '-1', manufactureYear: '1899', fipeCode: '12345', fipeValue: -1 })).toEqual({
      mileage: messagesOf.vehicles.mileage,
      manufactureYear: 'Ano deve estar entre 1900 e 2027',
      fipeCode: messagesOf.vehicles.fipeCode,
      fipeValue: messagesOf.vehicles.fipeValue,
    })
    expect(messages(schema, { ...valid, manufactureYear: '2020', modelYear: '2022' })).toEqual({ modelYear: messagesOf.vehicles.modelYear })
  })
  it('checks the sale', () => {
    const sale = { sellingPrice: 0, soldDate: '', paymentMethod: 'cash', notes: '', buyerName: '', buyerDocument: '', accountId: '1', counterpartReason: '', installments: '', downPayment: 0, firstDueDate: '', interestRate: 0, system: 'price' }
    const r = saleSchema.safeParse(sale)
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([
      'Preço de venda é obrigatório e deve ser maior que zero',
      'Data da venda é obrigatória',
    ])
    // In installments: at least 2, a down payment below the price.
    const plan = saleSchema.safeParse({ ...sale, sellingPrice: 100, soldDate: '2026-01-01', paymentMethod: 'installments', installments: '1', downPayment: 100 })
    expect(plan.success ? [] : plan.error.issues.map((i) => i.message)).toEqual([
      'Número de parcelas deve ser maior que 1',
      'Entrada deve ser menor que o valor da venda',
    ])
    expect(saleSchema.safeParse({ ...sale, sellingPrice: 100, soldDate: '2026-01-01', paymentMethod: 'installments', installments: '10' }).success).toBe(true)
    // The buyer's CPF or CNPJ, when given, has its check digits.
    const buyer = saleSchema.safeParse({ ...sale, sellingPrice: 100, soldDate: '2026-01-01', buyerDocument: '529.982.247-24' })
    expect(buyer.success ? [] : buyer.error.issues.map((i) => i.message)).toEqual([messagesOf.common.taxId])
  })
})
