import { formatDate } from '@/lib/dates'
import { formatBRL, formatPercent, fromCents, percentChange, toCents } from '@/lib/money'
import { formatPlate } from '@/lib/plates'
import { labels } from '@/lib/vocabulary'
import type { PaymentMethod, VehicleCostCategory, VehicleStatus } from '../api/types'

/** The pt-BR names of statuses, payment methods and attachment categories, from the server's vocabulary. */
export const STATUS_LABELS: Record<VehicleStatus, string> = labels.vehicleStatuses

export const PAYMENT_LABELS: Record<PaymentMethod, string> = labels.vehiclePaymentMethods

/** The attachment categories of docs/product.md §9, 'outros' by default. */
export const CATEGORY_LABELS: Record<string, string> = labels.attachmentCategories

/**
 * margin is the profit of selling at `sale` what was bought at `purchase` and cost `costs` more (funilaria,
 * documentação, comissão): the amount sale − purchase − costs, and the percent of it over purchase + costs shown to
 * one decimal (docs/product.md §9), computed on integer centavos and rounded half away from zero (an exact −11,75 %
 * is −11,8 %). Null when either price is missing.
 */
export function margin(purchase: number, sale: number, costs = 0): { amount: number; percent: string } | null {
  if (!(purchase > 0) || !(sale > 0)) return null
  const spent = fromCents(toCents(purchase) + toCents(costs))
  const percent = percentChange(spent, sale, 1)
  if (percent === null) return null
  return {
    amount: fromCents(toCents(sale) - toCents(spent)),
    percent: formatPercent(percent, 1),
  }
}

/** IPVA_LABELS and LICENSING_LABELS name where a vehicle's IPVA and licenciamento stand; the OPTIONS list them. */
export const IPVA_LABELS: Record<string, string> = labels.vehicleIpvaStatuses
export const LICENSING_LABELS: Record<string, string> = labels.vehicleLicensing
export const IPVA_OPTIONS = Object.entries(IPVA_LABELS)
export const LICENSING_OPTIONS = Object.entries(LICENSING_LABELS)

/** COST_LABELS names a vehicle's kinds of cost (Funilaria, Mecânica, Documentação, Comissão, Outros). */
export const COST_LABELS: Record<VehicleCostCategory, string> = labels.vehicleCostCategories

export { formatPlate }

/** The fields a history diff names, in the order it lists them. */
export const FIELD_LABELS: Record<string, string> = {
  make: 'Marca',
  model: 'Modelo',
  year: 'Ano',
  licensePlate: 'Placa',
  renavam: 'RENAVAM',
  chassis: 'Chassi',
  mileage: 'Quilometragem',
  manufactureYear: 'Ano de fabricação',
  modelYear: 'Ano do modelo',
  fipeCode: 'Código FIPE',
  fipeValue: 'Valor FIPE',
  ipvaStatus: 'IPVA',
  licensingStatus: 'Licenciamento',
  registrationState: 'UF de registro',
  ipvaAmount: 'IPVA do ano',
  licensingAmount: 'Licenciamento do ano',
  color: 'Cor',
  status: 'Status',
  purchasePrice: 'Preço de compra',
  sellingPrice: 'Preço de venda',
  purchaseDate: 'Data de compra',
  soldDate: 'Data da venda',
  paymentMethod: 'Forma de pagamento',
  notes: 'Observações',
  attachments: 'Anexos',
}

/** formatField shows one history value the way the screens show that field. */
export function formatField(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  switch (field) {
    case 'purchasePrice':
    case 'sellingPrice':
    case 'fipeValue':
    case 'ipvaAmount':
    case 'licensingAmount':
      return formatBRL(Number(value))
    case 'mileage':
      return `${new Intl.NumberFormat('pt-BR').format(Number(value))} km`
    case 'ipvaStatus':
      return IPVA_LABELS[String(value)] ?? String(value)
    case 'licensingStatus':
      return LICENSING_LABELS[String(value)] ?? String(value)
    case 'purchaseDate':
    case 'soldDate':
      return formatDate(String(value))
    case 'status':
      return STATUS_LABELS[value as VehicleStatus] ?? String(value)
    case 'paymentMethod':
      return PAYMENT_LABELS[value as PaymentMethod] ?? String(value)
    case 'licensePlate':
      return formatPlate(String(value))
    case 'attachments':
      return Array.isArray(value) && value.length ? value.join(', ') : 'nenhum'
    default:
      return String(value)
  }
}

/** diffRows lists the changed fields of an UPDATE entry as label, old and new text, in FIELD_LABELS order. */
export function diffRows(oldData: Record<string, unknown> = {}, newData: Record<string, unknown> = {}) {
  const fields = Object.keys(FIELD_LABELS).filter((f) => f in oldData || f in newData)
  const extra = Object.keys({ ...oldData, ...newData }).filter((f) => !(f in FIELD_LABELS))
  return [...fields, ...extra].map((f) => ({
    field: f,
    label: FIELD_LABELS[f] ?? f,
    from: formatField(f, oldData[f]),
    to: formatField(f, newData[f]),
  }))
}
