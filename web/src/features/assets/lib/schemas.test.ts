import { describe, expect, it } from 'vitest'
import { appreciation, formatSignedPercent } from './labels'
import { DATE_INVALID } from '@/lib/dates'
import { messages as messagesOf } from '@/lib/vocabulary'
import { assetSchema, exchangeSchema, MSG, saleSchema, type AssetFormValues } from './schemas'

const details = {
  address: '',
  area: '',
  registrationNumber: '',
  rooms: '',
  bathrooms: '',
  garage: false,
  furnished: false,
  brand: '',
  model: '',
  year: '',
  licensePlate: '',
  color: '',
  mileage: '',
  notes: '',
  zipCode: '',
  city: '',
  state: '',
  propertyTaxId: '',
  registryOffice: '',
  registrationDate: '',
}
const empty: AssetFormValues = { description: '', type: 'real_estate', acquisitionValue: 0, currentValue: 0, acquisitionDate: '', landValue: 0, details, accountId: 'cp:opening', counterpartReason: '', irpfCode: '', depreciationKind: '', depreciationRate: '', iptuAmount: 0, iptuInstallments: '1', iptuFirstDue: '', registrationState: '', ipvaAmount: 0, licensingAmount: 0, ipvaExempt: false }

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))
}

describe('asset form rules (docs/product.md §5)', () => {
  it("checks a property's registry: the CEP's 8 digits and the registration's day", () => {
    const property = { ...empty, description: 'Galpão', acquisitionValue: 1, currentValue: 1, acquisitionDate: '2024-05-10' }
    const parse = (d: Partial<typeof details>) => messages(assetSchema('create').safeParse({ ...property, details: { ...details, address: 'Rua A', ...d } }))
    expect(parse({ zipCode: '06460-040', registrationDate: '2024-06-03' })).toEqual({})
    expect(parse({ zipCode: '0646-040' })).toEqual({ 'details.zipCode': messagesOf.assets.zipCode })
  })
  it('gives every create message, the address for real estate included', () => {
    expect(messages(assetSchema('create').safeParse(empty))).toEqual({
      description: MSG.description,
      acquisitionValue: MSG.acquisitionValue,
      currentValue: MSG.currentValue,
      acquisitionDate: MSG.acquisitionDate,
      'details.address': MSG.address,
    })
  })
  it('refuses a date field holding what was typed instead of a real date (31/02/2026, 31/01/202)', () => {
    const valid = { ...empty, type: 'other' as const, description: 'Casa', acquisitionValue: 1, currentValue: 1 }
    expect(messages(assetSchema('create').safeParse({ ...valid, acquisitionDate: '31/02/2026' }))).toEqual({ acquisitionDate: DATE_INVALID })
    expect(messages(assetSchema('create').safeParse({ ...valid, acquisitionDate: '31/01/202' }))).toEqual({ acquisitionDate: DATE_INVALID })
    const newAsset = { description: 'Sala', type: 'other' as const, acquisitionValue: 1, currentValue: 1, address: '', area: '', rooms: '' }
    const exchange = { exchangeDate: '2026-01-31', notes: '', newAssets: [newAsset] }
    expect(exchangeSchema.safeParse(exchange).success).toBe(true)
    expect(messages(exchangeSchema.safeParse({ ...exchange, exchangeDate: '31/02' }))).toEqual({ exchangeDate: DATE_INVALID })
  })
  it("asks a vehicle registered in a state for a plate the states' tables read (issue 37)", () => {
    const car = { ...empty, type: 'vehicle' as const, description: 'Hilux', acquisitionValue: 1, currentValue: 1, acquisitionDate: '2024-05-10', registrationState: 'SP' }
    const parse = (licensePlate: string, more: Partial<AssetFormValues> = {}) =>
      messages(assetSchema('create').safeParse({ ...car, ...more, details: { ...details, licensePlate } }))
    expect(parse('')).toEqual({ 'details.licensePlate': messagesOf.vehicles.plate })
    expect(parse('HILUX')).toEqual({ 'details.licensePlate': messagesOf.vehicles.plateInvalid })
    expect(parse('hil-1a23')).toEqual({})
    expect(parse('', { registrationState: '' })).toEqual({})
    expect(parse('HIL1A23', { ipvaAmount: -1 })).toEqual({ ipvaAmount: messagesOf.vehicles.taxAmount })
  })
  it("keeps a property's land within its acquisition value (issue 37)", () => {
    const house = { ...empty, description: 'Casa', acquisitionValue: 500_000, currentValue: 500_000, acquisitionDate: '2024-05-10', details: { ...details, address: 'Rua A' } }
    expect(messages(assetSchema('create').safeParse({ ...house, landValue: 200_000 }))).toEqual({})
    expect(messages(assetSchema('create').safeParse({ ...house, landValue: 500_000 }))).toEqual({})
    expect(messages(assetSchema('create').safeParse({ ...house, landValue: 500_000.01 }))).toEqual({ landValue: messagesOf.assets.landValue })
  })
  it('does not ask for the address on edit or for other types', () => {
    const valid = { ...empty, description: 'Casa', acquisitionValue: 0.1, currentValue: 0.2, acquisitionDate: '2024-01-01' }
    expect(assetSchema('edit').safeParse(valid).success).toBe(true)
    expect(assetSchema('create').safeParse({ ...valid, type: 'other' }).success).toBe(true)
    expect(messages(assetSchema('create').safeParse({ ...valid, details: { ...details, area: '-1' } }))).toEqual({
      'details.address': MSG.address,
      'details.area': 'Área não pode ser negativa',
    })
  })
  it('needs an exchange date and at least one valid new asset', () => {
    expect(messages(exchangeSchema.safeParse({ exchangeDate: '', notes: '', newAssets: [] }))).toEqual({
      exchangeDate: MSG.exchangeDate,
      newAssets: MSG.newAssets,
    })
    const bad = { description: ' ', type: 'other', acquisitionValue: 0, currentValue: 0, address: '', area: '', rooms: '' }
    expect(messages(exchangeSchema.safeParse({ exchangeDate: '2026-01-01', notes: '', newAssets: [bad] }))).toEqual({
      'newAssets.0.description': MSG.description,
      'newAssets.0.acquisitionValue': MSG.acquisitionValue,
      'newAssets.0.currentValue': MSG.currentValue,
    })
  })
  it('checks the sale, installments only for installment payments', () => {
    const sale = { saleDate: '', saleValue: 0, buyerName: '', buyerDocument: '529.982.247-24', buyerEmail: 'x@', buyerPhone: '', paymentMethod: 'installments', installments: '1', notes: '', accountId: '1', counterpartReason: '', downPayment: 0, firstDueDate: '', interestRate: 0, system: 'price' }
    expect(messages(saleSchema.safeParse(sale))).toEqual({
      saleDate: MSG.saleDate,
      saleValue: MSG.saleValue,
      buyerName: MSG.buyerName,
      buyerDocument: messagesOf.common.taxId,
      buyerEmail: MSG.buyerEmail,
      installments: MSG.installments,
    })
    const ok = { ...sale, saleDate: '2026-01-01', saleValue: 10, buyerName: 'Ana', buyerDocument: '529.982.247-25', buyerEmail: '', paymentMethod: 'cash' }
    expect(saleSchema.safeParse(ok).success).toBe(true)
    expect(saleSchema.safeParse({ ...ok, paymentMethod: 'installments', installments: '12' }).success).toBe(true)
    // In installments: a down payment below the price, a first due date not before the sale.
    const plan = { ...ok, paymentMethod: 'installments', installments: '2' }
    expect(messages(saleSchema.safeParse({ ...plan, downPayment: 10, firstDueDate: '2025-12-31' }))).toEqual({
      downPayment: messagesOf.receivables.downPaymentTooLarge,
      firstDueDate: messagesOf.receivables.firstDueBeforeSale,
    })
    expect(saleSchema.safeParse({ ...plan, downPayment: 4, firstDueDate: '2026-02-01' }).success).toBe(true)
    // Financed by the company with interest: a rate a month of 0 to 100 with two decimals.
    expect(saleSchema.safeParse({ ...plan, interestRate: 1.5, system: 'sac' }).success).toBe(true)
    expect(messages(saleSchema.safeParse({ ...plan, interestRate: 1.555 }))).toEqual({ interestRate: messagesOf.debts.interestRate })
  })
  it('computes appreciation in percent from centavos', () => {
    expect(appreciation(0.1, 0.2)).toBe(100)
    expect(formatSignedPercent(appreciation(200000, 250000))).toBe('+25,00%')
    expect(formatSignedPercent(appreciation(100, 90))).toBe('−10,00%')
    expect(appreciation(0, 5)).toBe(0)
  })
})
