import type { Schemas } from '@/lib/api-types'

/** ImportBatch is a spreadsheet read for import: its rows' errors, a preview and the columns each field reads. */
export type ImportBatch = Schemas['ImportBatch']

/** ASSET_FIELDS are the columns an assets import takes, with the template's names, in its order. */
export const ASSET_FIELDS = [
  { key: 'description', label: 'Descrição' },
  { key: 'type', label: 'Tipo' },
  { key: 'acquisitionValue', label: 'Valor de aquisição' },
  { key: 'currentValue', label: 'Valor atual' },
  { key: 'acquisitionDate', label: 'Data de aquisição' },
  { key: 'address', label: 'Endereço' },
  { key: 'notes', label: 'Observações' },
] as const
