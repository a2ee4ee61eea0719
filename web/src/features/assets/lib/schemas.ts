import { z } from 'zod'
import { taxIdField } from '@/lib/tax-id'
import { NO_ACCOUNT, pastDay } from '@/lib/account-options'
import { checkReason, sourceField } from '@/lib/counterparts'
import { DATE_INVALID, emptyOrISODate } from '@/lib/dates'
import { addPlanIssues, PLAN_FIELDS } from '@/lib/installment-plan'
import { messages } from '@/lib/vocabulary'
import { toCents } from '@/lib/money'
import { isPlate } from '@/lib/plates'

/** The docs/product.md §5 messages of the asset forms (the server's, from the shared vocabulary), used by the forms and their tests. */
export const MSG = {
  description: messages.assets.description,
  acquisitionValue: messages.common.acquisitionValue,
  currentValue: messages.assets.currentValue,
  acquisitionDate: messages.common.acquisitionDate,
  address: messages.assets.address,
  exchangeDate: messages.assets.exchangeDate,
  newAssets: messages.assets.newAssets,
  saleDate: messages.common.saleDateRequired,
  saleValue: messages.assets.saleValue,
  buyerName: messages.assets.buyerName,
  buyerEmail: messages.common.emailInvalid,
  installments: messages.assets.saleInstallments,
  dateInFuture: messages.accounts.dateInFuture,
  valuationDate: messages.assets.valuationDate,
  valuationBeforeAcquisition: messages.assets.valuationBeforeAcquisition,
  valuationValue: messages.assets.valuationValue,
} as const

const notNegative = (v: string) => v.trim() === '' || Number(v) >= 0
const optionalNumber = z.string().refine(notNegative, messages.assets.negative)

/** Numeric details are typed as text and sent as numbers (see toDetails). */
const detailsSchema = z.object({
  address: z.string(),
  area: z.string().refine(notNegative, messages.assets.areaNegative),
  registrationNumber: z.string(),
  zipCode: z.string().refine((v) => v.trim() === '' || /^\d{8}$/.test(v.replace(/[-.\s]/g, '')), messages.assets.zipCode),
  city: z.string(),
  state: z.string(),
  propertyTaxId: z.string(),
  registryOffice: z.string(),
  registrationDate: z.string().refine(emptyOrISODate, messages.assets.registrationDate),
  rooms: optionalNumber,
  bathrooms: optionalNumber,
  garage: z.boolean(),
  furnished: z.boolean(),
  brand: z.string(),
  model: z.string(),
  year: z.string().refine((v) => v.trim() === '' || (Number.isInteger(Number(v)) && Number(v) >= 1900 && Number(v) <= 2200), messages.assets.year),
  licensePlate: z.string(),
  color: z.string(),
  mileage: optionalNumber,
  notes: z.string(),
})

const assetBase = z.object({
  description: z.string().trim().min(1, MSG.description),
  type: z.enum(['real_estate', 'other', 'vehicle']),
  acquisitionValue: z.number().gt(0, MSG.acquisitionValue),
  currentValue: z.number().gt(0, MSG.currentValue),
  acquisitionDate: pastDay(MSG.acquisitionDate),
  /** landValue is the part of a property's cost that is land (terreno), never depreciated; 0 when not split. */
  landValue: z.number().min(0, messages.assets.landValue),
  details: detailsSchema,
  /** accountId is the acquisition's other side: the account that paid it or a counterpart (lib/counterparts). */
  accountId: sourceField(),
  counterpartReason: z.string(),
  /** irpfCode is the 'Bens e Direitos' group and code chosen, '' for the type's. */
  irpfCode: z.string(),
  /** depreciationKind ('' for the type's) and depreciationRate (% a year as typed, '' for the kind's). */
  depreciationKind: z.string(),
  /** The IPTU of a year (0: none), its installments (1: cota única) and the first one's day, 'dd/mm'. */
  iptuAmount: z.number().min(0, messages.assets.iptuAmount),
  iptuInstallments: z.string().refine((v) => /^([1-9]|1[0-2])$/.test(v.trim()), messages.assets.iptuInstallments),
  iptuFirstDue: z.string().refine((v) => v.trim() === '' || iptuDayOk(v), messages.assets.iptuFirstDue),
  /** A vehicle's UF of registration ('' for none), IPVA and licenciamento of a year (0: not kept) and exemption. */
  registrationState: z.string(),
  ipvaAmount: z.number().min(0, messages.vehicles.taxAmount),
  licensingAmount: z.number().min(0, messages.vehicles.taxAmount),
  ipvaExempt: z.boolean(),
  depreciationRate: z.string().refine((v) => v.trim() === '' || (/^\d{1,3}([.,]\d{1,2})?$/.test(v.trim()) && Number(v.replace(',', '.')) <= 100), messages.assets.depreciationRate),
})

/** iptuDayOk: a day of the year typed 'dd/mm' (29/02 included). */
export const iptuDayOk = (typed: string) => {
  const m = /^(\d{2})\/(\d{2})$/.exec(typed.trim())
  return !!m && Number(m[2]) >= 1 && Number(m[2]) <= 12 && Number(m[1]) >= 1 && Number(m[1]) <= new Date(Date.UTC(2024, Number(m[2]), 0)).getUTCDate()
}

/** iptuDay turns 'dd/mm' into the API's 'MM-DD', and back. */
export const iptuDay = {
  toApi: (typed: string) => (typed.trim() ? `${typed.trim().slice(3, 5)}-${typed.trim().slice(0, 2)}` : ''),
  fromApi: (kept: string) => (kept ? `${kept.slice(3, 5)}/${kept.slice(0, 2)}` : ''),
}

/** assetSchema: docs/product.md §5 Create asset (the address required for real estate) and Edit asset (not required). */
export const assetSchema = (mode: 'create' | 'edit') =>
  assetBase.superRefine((v, ctx) => {
    checkReason<AssetFormValues>('accountId', 'counterpartReason')(v, ctx)
    if (v.iptuAmount > 0 && !v.iptuFirstDue.trim()) ctx.addIssue({ code: 'custom', path: ['iptuFirstDue'], message: messages.assets.iptuFirstDue })
    if (v.type === 'real_estate' && toCents(v.landValue) > toCents(v.acquisitionValue)) {
      ctx.addIssue({ code: 'custom', path: ['landValue'], message: messages.assets.landValue })
    }
    if (v.type === 'vehicle' && v.registrationState) {
      const plate = v.details.licensePlate
      if (!plate.trim()) ctx.addIssue({ code: 'custom', path: ['details', 'licensePlate'], message: messages.vehicles.plate })
      else if (!isPlate(plate)) ctx.addIssue({ code: 'custom', path: ['details', 'licensePlate'], message: messages.vehicles.plateInvalid })
    }
    if (mode === 'create' && v.type === 'real_estate' && !v.details.address.trim()) {
      ctx.addIssue({ code: 'custom', path: ['details', 'address'], message: MSG.address })
    }
  })

export type AssetFormValues = z.infer<typeof assetBase>

/** exchangeSchema: docs/product.md §5 Exchange. */
export const exchangeSchema = z.object({
  exchangeDate: pastDay(MSG.exchangeDate),
  notes: z.string(),
  newAssets: z
    .array(
      z.object({
        description: z.string().trim().min(1, MSG.description),
        type: z.enum(['real_estate', 'other']),
        acquisitionValue: z.number().gt(0, MSG.acquisitionValue),
        currentValue: z.number().gt(0, MSG.currentValue),
        address: z.string(),
        area: z.string().refine(notNegative, messages.assets.areaNegative),
        rooms: optionalNumber,
      }),
    )
    .min(1, MSG.newAssets),
})

export type ExchangeFormValues = z.infer<typeof exchangeSchema>

/** saleSchema: docs/product.md §5 Asset sale. */
export const saleSchema = z
  .object({
    saleDate: pastDay(MSG.saleDate),
    saleValue: z.number().gt(0, MSG.saleValue),
    buyerName: z.string().trim().min(1, MSG.buyerName),
    buyerDocument: taxIdField,
    buyerEmail: z.string().trim().refine((v) => v === '' || z.email().safeParse(v).success, MSG.buyerEmail),
    buyerPhone: z.string(),
    paymentMethod: z.enum(['cash', 'financing', 'installments']),
    notes: z.string(),
    /** accountId is where the price (of a sale in installments, the down payment) went: an account or a counterpart. */
    accountId: z.string(),
    counterpartReason: z.string(),
    ...PLAN_FIELDS,
  })
  .superRefine((v, ctx) => {
    checkReason<{ accountId: string; counterpartReason: string }>('accountId', 'counterpartReason')(v, ctx)
    const n = Number(v.installments)
    // Money received at once needs its destination; a sale wholly in installments has none.
    if (v.accountId === '' && (v.paymentMethod !== 'installments' || v.downPayment > 0)) {
      ctx.addIssue({ code: 'custom', path: ['accountId'], message: messages.ledger.counterpartRequired })
    }
    if (v.paymentMethod !== 'installments') return
    if (!(Number.isInteger(n) && n >= 2)) {
      ctx.addIssue({ code: 'custom', path: ['installments'], message: MSG.installments })
    }
    addPlanIssues(ctx, { value: v.saleValue, downPayment: v.downPayment, count: n, firstDueDate: v.firstDueDate, saleDate: v.saleDate, interestRate: v.interestRate })
  })

export type SaleFormValues = z.infer<typeof saleSchema>

/** valuationSchema: the value of an asset on a day, not after today nor before its acquisition. */
export const valuationSchema = (acquired: string) =>
  z.object({
    date: pastDay(MSG.valuationDate, acquired, MSG.valuationBeforeAcquisition),
    value: z.number().gt(0, MSG.valuationValue),
    notes: z.string(),
  })

export type ValuationFormValues = z.infer<ReturnType<typeof valuationSchema>>

/**
 * improvementSchema: an improvement of an asset — its date (required, not after today, not before the acquisition),
 * what was done (required, at most 200 characters), an amount above zero and the account it was paid from.
 */
export const improvementSchema = (acquired: string) =>
  z.object({
    date: pastDay(messages.assets.improvementDate, acquired, messages.assets.improvementBeforeAcquisition),
    description: z.string().trim().min(1, messages.assets.improvementDescription).max(200, messages.assets.descriptionTooLong),
    amount: z.number().gt(0, messages.accounts.amount),
    accountId: z.string().refine((v) => v !== NO_ACCOUNT && v !== '', messages.vehicles.costAccount),
  })

export type ImprovementFormValues = z.infer<ReturnType<typeof improvementSchema>>

const L = messages.leases
const wholeIn = (min: number, max: number) => (v: string) => /^\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max
const percentIn = (max: number) => (v: string) => /^\d+([.,]\d{1,6})?$/.test(v.trim()) && Number(v.replace(',', '.')) <= max

/**
 * leaseSchema is the lease form, checked as the server checks it (the messages are the server's): a tenant, a start,
 * 1 to 600 months, a rent above zero, a due day 1 to 31, the readjustment's period and lag, the guarantee's own
 * fields, and late charges of at most 20 % and 10 % a month. Numbers are typed as text and sent as numbers (leaseInput).
 */
export const leaseSchema = z
  .object({
    tenantName: z.string().trim().min(1, L.tenant).max(200, L.tenantTooLong),
    tenantDocument: taxIdField,
    tenantEmail: z.string().trim().refine((v) => v === '' || z.email().safeParse(v).success, L.email),
    tenantPhone: z.string().refine((v) => v.trim() === '' || (v.replace(/\D/g, '').length >= 10 && v.replace(/\D/g, '').length <= 13), L.phone),
    startDate: z.string().min(1, L.start).refine(emptyOrISODate, DATE_INVALID),
    termMonths: z.string().refine(wholeIn(1, 600), L.term),
    rent: z.number().gt(0, L.rent),
    dueDay: z.string().refine(wholeIn(1, 31), L.dueDay),
    index: z.enum(['igpm', 'ipca', 'none']),
    readjustMonths: z.string().refine(wholeIn(1, 60), L.readjustMonths),
    indexLag: z.string().refine(wholeIn(0, 3), L.indexLag),
    lowerOnDeflation: z.boolean(),
    guarantee: z.enum(['none', 'deposit', 'guarantor', 'insurance', 'capitalization']),
    guaranteeAmount: z.number().min(0),
    guarantorName: z.string().max(200, L.guarantorNameTooLong),
    guarantorDocument: z.string(),
    lateFine: z.string().refine(percentIn(20), L.lateFine),
    lateInterest: z.string().refine(percentIn(10), L.lateInterest),
    notes: z.string().max(2000, messages.common.notesTooLong),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (v.guarantee === 'deposit' && v.guaranteeAmount <= 0) issue('guaranteeAmount', L.deposit)
    else if (v.guarantee === 'deposit' && v.rent > 0 && toCents(v.guaranteeAmount) > 3 * toCents(v.rent)) issue('guaranteeAmount', L.depositTooLarge)
    if (v.guarantee !== 'guarantor') return
    if (v.guarantorName.trim() === '') issue('guarantorName', L.guarantorName)
    if (v.guarantorDocument.trim() === '' || !taxIdField.safeParse(v.guarantorDocument).success) issue('guarantorDocument', L.guarantorDocument)
  })

export type LeaseFormValues = z.infer<typeof leaseSchema>

/** LEASE_DEFAULTS are a new lease's: readjusted by IGP-M every 12 months by the index of the month before, no guarantee, 10 % and 1 % a.m. */
export const LEASE_DEFAULTS: LeaseFormValues = {
  tenantName: '',
  tenantDocument: '',
  tenantEmail: '',
  tenantPhone: '',
  startDate: '',
  termMonths: '30',
  rent: 0,
  dueDay: '10',
  index: 'igpm',
  readjustMonths: '12',
  indexLag: '1',
  lowerOnDeflation: false,
  guarantee: 'none',
  guaranteeAmount: 0,
  guarantorName: '',
  guarantorDocument: '',
  lateFine: '10',
  lateInterest: '1',
  notes: '',
}

/** LeaseFormInput is what the lease form sends (its asset aside). */
export type LeaseFormInput = ReturnType<typeof leaseInput>

/** leaseInput is what the form sends: its numbers as numbers, a guarantee's fields only with it. */
export function leaseInput(v: LeaseFormValues) {
  const percent = (s: string) => Number(s.replace(',', '.'))
  return {
    tenantName: v.tenantName.trim(),
    tenantDocument: v.tenantDocument,
    tenantEmail: v.tenantEmail.trim(),
    tenantPhone: v.tenantPhone.trim(),
    startDate: v.startDate,
    termMonths: Number(v.termMonths),
    rent: v.rent,
    dueDay: Number(v.dueDay),
    index: v.index,
    readjustMonths: Number(v.readjustMonths),
    indexLag: Number(v.indexLag),
    lowerOnDeflation: v.lowerOnDeflation,
    guarantee: v.guarantee,
    guaranteeAmount: v.guarantee === 'deposit' || v.guarantee === 'capitalization' ? v.guaranteeAmount : 0,
    guarantorName: v.guarantee === 'guarantor' ? v.guarantorName.trim() : '',
    guarantorDocument: v.guarantee === 'guarantor' ? v.guarantorDocument : '',
    lateFine: percent(v.lateFine),
    lateInterest: percent(v.lateInterest),
    notes: v.notes.trim(),
  }
}
