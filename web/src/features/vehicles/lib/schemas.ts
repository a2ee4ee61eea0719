import type { Vehicle } from '../api/types'
import { z } from 'zod'
import { isValidChassis, isValidRenavam } from './registry'
import { NO_ACCOUNT, pastDay } from '@/lib/account-options'
import { checkReason, sourceField } from '@/lib/counterparts'
import { addPlanIssues, PLAN_FIELDS } from '@/lib/installment-plan'
import { isPlate, normalizePlate } from '@/lib/plates'
import { taxIdField } from '@/lib/tax-id'
import { fill, messages } from '@/lib/vocabulary'

export const MIN_YEAR = 1900

/** The §5 messages (the server's, from the shared vocabulary), used by the forms and their tests. */
export const MSG = {
  purchasePrice: messages.common.acquisitionValue,
  sellingPrice: messages.vehicles.sellingPrice,
  purchaseDate: messages.common.acquisitionDate,
  make: messages.vehicles.make,
  model: messages.vehicles.model,
  yearCreate: messages.vehicles.yearRequired,
  yearRange: (max: number) => fill(messages.vehicles.yearRange, { min: MIN_YEAR, max }),
  plate: messages.vehicles.plate,
  plateInvalid: messages.vehicles.plateInvalid,
  color: messages.vehicles.color,
  salePrice: messages.vehicles.salePrice,
  soldDate: messages.common.saleDateRequired,
  dateInFuture: messages.accounts.dateInFuture,
} as const

/** maxYear is the latest accepted model year: next year (docs/product.md §9). */
export const maxYear = (now: Date = new Date()) => now.getFullYear() + 1

export { normalizePlate }

/**
 * vehicleSchema: docs/product.md §5 Create vehicle (colour optional; a missing year or one before 1900 reads 'Ano é
 * obrigatório e deve ser válido') and Edit vehicle (colour required; any year outside the range reads 'Ano deve
 * estar entre 1900 e {next year}').
 */
export function vehicleSchema(mode: 'create' | 'edit', now: Date = new Date()) {
  const max = maxYear(now)
  return z.object({
    purchaseDate: pastDay(MSG.purchaseDate),
    purchasePrice: z.number().gt(0, MSG.purchasePrice),
    sellingPrice: z.number().gt(0, MSG.sellingPrice),
    make: z.string().trim().min(1, MSG.make).max(100, messages.vehicles.makeTooLong),
    model: z.string().trim().min(1, MSG.model).max(100, messages.vehicles.modelTooLong),
    year: z.string().superRefine((raw, ctx) => {
      const year = Number(raw)
      const valid = raw.trim() !== '' && Number.isInteger(year)
      if (mode === 'create' && (!valid || year < MIN_YEAR)) ctx.addIssue({ code: 'custom', message: MSG.yearCreate })
      else if (!valid || year < MIN_YEAR || year > max) ctx.addIssue({ code: 'custom', message: MSG.yearRange(max) })
    }),
    licensePlate: z.string().superRefine((p, ctx) => {
      if (!p.trim()) ctx.addIssue({ code: 'custom', message: MSG.plate })
      else if (!isPlate(p)) ctx.addIssue({ code: 'custom', message: MSG.plateInvalid })
    }),
    renavam: z.string().refine(isValidRenavam, messages.vehicles.renavam),
    chassis: z.string().refine(isValidChassis, messages.vehicles.chassis),
    mileage: z.string().refine((v) => v.trim() === '' || (/^\d{1,7}$/.test(v.trim())), messages.vehicles.mileage),
    manufactureYear: z.string().refine((v) => yearOk(v, max), MSG.yearRange(max)),
    modelYear: z.string().refine((v) => yearOk(v, max), MSG.yearRange(max)),
    fipeCode: z.string().refine((v) => v.trim() === '' || /^\d{7}$/.test(fipeDigits(v)), messages.vehicles.fipeCode),
    fipeValue: z.number().min(0, messages.vehicles.fipeValue),
    ipvaStatus: z.enum(['', 'paid', 'open', 'exempt']),
    licensingStatus: z.enum(['', 'valid', 'pending']),
    registrationState: z.string(),
    ipvaAmount: z.number().min(0, messages.vehicles.taxAmount),
    licensingAmount: z.number().min(0, messages.vehicles.taxAmount),
    color:
      mode === 'edit'
        ? z.string().trim().min(1, MSG.color).max(50, messages.vehicles.colorTooLong)
        : z.string().trim().max(50, messages.vehicles.colorTooLong),
    notes: z.string().max(2000, messages.common.notesTooLong),
    status: z.enum(['in_stock', 'reserved', 'sold']),
    /** accountId is the purchase's other side: the account that paid it or a counterpart (lib/counterparts). */
    accountId: sourceField(),
    counterpartReason: z.string(),
  })
    .refine((v) => !v.manufactureYear.trim() || !v.modelYear.trim() || [0, 1].includes(Number(v.modelYear) - Number(v.manufactureYear)), {
      message: messages.vehicles.modelYear,
      path: ['modelYear'],
    })
    .superRefine(checkReason('accountId', 'counterpartReason'))
}

/** yearOk: an optional year, blank or a whole one from 1900 to max. */
const yearOk = (typed: string, max: number) => typed.trim() === '' || (/^\d{4}$/.test(typed.trim()) && Number(typed) >= MIN_YEAR && Number(typed) <= max)

/** fipeDigits is a FIPE code without its dash, dots and spaces ('005340-6' → '0053406'). */
export const fipeDigits = (typed: string) => typed.replace(/[-.\s]/g, '')

/** optionalNumber is what an optional number field sends: null when blank. */
export const optionalNumber = (typed: string) => (typed.trim() === '' ? null : Number(typed))

export type VehicleFormValues = z.infer<ReturnType<typeof vehicleSchema>>

/** saleSchema: docs/product.md §5 Vehicle sale. */
export const saleSchema = z
  .object({
    sellingPrice: z.number().gt(0, MSG.salePrice),
    soldDate: pastDay(MSG.soldDate),
    paymentMethod: z.enum(['cash', 'financing', 'exchange', 'installments']),
    notes: z.string().max(2000, messages.common.notesTooLong),
    buyerName: z.string().max(200, messages.assets.buyerNameTooLong),
    buyerDocument: taxIdField,
    /** accountId is where the price (of a sale in installments, the down payment) went: an account or a counterpart. */
    accountId: z.string(),
    counterpartReason: z.string(),
    ...PLAN_FIELDS,
  })
  .superRefine((v, ctx) => {
    checkReason<{ accountId: string; counterpartReason: string }>('accountId', 'counterpartReason')(v, ctx)
    // Money received at once needs its destination; a sale wholly in installments has none.
    if (v.accountId === '' && (v.paymentMethod !== 'installments' || v.downPayment > 0)) {
      ctx.addIssue({ code: 'custom', path: ['accountId'], message: messages.ledger.counterpartRequired })
    }
    if (v.paymentMethod !== 'installments') return
    const n = Number(v.installments)
    if (!(Number.isInteger(n) && n >= 2)) {
      ctx.addIssue({ code: 'custom', path: ['installments'], message: messages.assets.saleInstallments })
    }
    addPlanIssues(ctx, { value: v.sellingPrice, downPayment: v.downPayment, count: n, firstDueDate: v.firstDueDate, saleDate: v.soldDate, interestRate: v.interestRate })
  })

export type SaleFormValues = z.infer<typeof saleSchema>

/**
 * costSchema: a cost of a vehicle — its date (required, not after today, not before the purchase), an amount above
 * zero, its kind, a description of at most 2000 characters and the account it was paid from (required).
 */
export const costSchema = (purchaseDate: string) =>
  z.object({
    date: pastDay(messages.vehicles.costDate, purchaseDate, messages.vehicles.costBeforePurchase),
    amount: z.number().gt(0, messages.accounts.amount),
    category: z.enum(['bodywork', 'mechanics', 'documentation', 'commission', 'other'], { message: messages.vehicles.costCategory }),
    description: z.string().max(2000, messages.common.descriptionTooLong2000),
    accountId: z.string().refine((v) => v !== NO_ACCOUNT && v !== '', messages.vehicles.costAccount),
  })

export type CostFormValues = z.infer<ReturnType<typeof costSchema>>

/** resaleFields are the form's values of a vehicle's details for resale (blank for a new one). */
export function resaleFields(
  v?: Pick<Vehicle, 'mileage' | 'manufactureYear' | 'modelYear' | 'fipeCode' | 'fipeValue' | 'ipvaStatus' | 'licensingStatus' | 'registrationState' | 'ipvaAmount' | 'licensingAmount'>,
) {
  const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n))
  return {
    mileage: text(v?.mileage),
    manufactureYear: text(v?.manufactureYear),
    modelYear: text(v?.modelYear),
    fipeCode: v?.fipeCode ?? '',
    fipeValue: v?.fipeValue ?? 0,
    ipvaStatus: v?.ipvaStatus ?? '',
    licensingStatus: v?.licensingStatus ?? '',
    registrationState: v?.registrationState ?? '',
    ipvaAmount: v?.ipvaAmount ?? 0,
    licensingAmount: v?.licensingAmount ?? 0,
  }
}
