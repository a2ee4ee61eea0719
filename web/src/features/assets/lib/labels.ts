import { formatBRL, formatPercent, percentChange, toCents } from '@/lib/money'
import { labels } from '@/lib/vocabulary'
import type { AssetStatus, AssetType, AttachmentCategory, AssetTransaction, PaymentMethod, RelatedAsset } from '../api/types'

/** The pt-BR names of types, statuses, categories and payment methods, from the server's vocabulary. */
export const TYPE_LABEL: Record<AssetType, string> = labels.assetTypes

export const STATUS_LABEL: Record<AssetStatus, string> = labels.assetStatuses

export const STATUS_STYLE: Record<AssetStatus, string> = {
  active: 'bg-emerald-100 text-emerald-800',
  inactive: 'bg-slate-200 text-slate-700',
  rented: 'bg-sky-100 text-sky-800',
  sold: 'bg-amber-100 text-amber-800',
  exchanged: 'bg-violet-100 text-violet-800',
}

export const CATEGORY_LABEL: Record<AttachmentCategory, string> = labels.attachmentCategories
export const CATEGORIES = Object.keys(CATEGORY_LABEL) as AttachmentCategory[]

export const PAYMENT_LABEL: Record<PaymentMethod, string> = labels.assetPaymentMethods

/** RELATION_LABEL names how a related asset is linked to the one on screen (docs/product.md §4 Related asset label). */
export const RELATION_LABEL: Record<RelatedAsset['relation'], string> = {
  created_in_exchange: 'Criado na permuta',
  original: 'Ativo original da permuta',
  related: 'Relacionado',
}

export const TRANSACTION_LABEL: Record<AssetTransaction['type'], string> = {
  sale: 'Venda',
  exchange: 'Permuta',
  valuation_update: 'Atualização de valor',
  status_change: 'Alteração de status',
  other: 'Registro',
}

/**
 * appreciation is (current − acquisition) / acquisition in percent with 2 decimals (docs/product.md §9),
 * computed on integer centavos and rounded half away from zero, like the reports.
 */
export function appreciation(acquisition: number, current: number): number {
  return percentChange(acquisition, current, 2) ?? 0
}

/** formatSignedPercent shows a change with its sign: '+12,50%', '-3,00%'. */
export function formatSignedPercent(value: number): string {
  return `${value > 0 ? '+' : ''}${formatPercent(value)}`
}

/** formatSignedBRL shows a difference in reais with its sign: '+R$ 1.000,00', '−R$ 250,50', 'R$ 0,00'. */
export function formatSignedBRL(value: number): string {
  const text = formatBRL(Math.abs(value))
  if (toCents(value) === 0) return text
  return `${value > 0 ? '+' : '−'}${text}`
}


/** formatZipCode writes a CEP with its dash: '06460040' → '06460-040'. */
export const formatZipCode = (digits: string) => (digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits)

/** IRPF_LABELS names each group and code of the Receita Federal's 'Bens e Direitos' table; IRPF_OPTIONS lists them as '01-13 — Terreno'. */
export const IRPF_LABELS: Record<string, string> = labels.irpfCodes
export const IRPF_OPTIONS = Object.entries(IRPF_LABELS).map(([code, label]): [string, string] => [code, `${code} — ${label}`])

/** DEPRECIATION_LABELS names the kinds of asset for depreciation; DEPRECIATION_OPTIONS lists them. */
export const DEPRECIATION_LABELS: Record<string, string> = labels.depreciationKinds
export const DEPRECIATION_OPTIONS = Object.entries(DEPRECIATION_LABELS)
