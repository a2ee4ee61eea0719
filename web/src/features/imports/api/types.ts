import type { Schemas } from '@/lib/api-types'
import { labels, options } from '@/lib/vocabulary'

/** ImportBatch is a spreadsheet read for import: its rows' errors, a preview and the columns each field reads. */
export type ImportBatch = Schemas['ImportBatch']

/** ImportKind is what an import brings in. */
export type ImportKind = 'assets' | 'vehicles' | 'debts' | 'accounts' | 'indices'

/** columns lists the fields of a kind's import with the template's names, in its order. */
function columns(names: Record<string, string>): readonly { key: string; label: string }[] {
  return options(names).map(([key, label]) => ({ key, label }))
}

/** IMPORT_FIELDS are the columns each kind takes, as the server names them (internal/model/imports.go). */
export const IMPORT_FIELDS: Record<ImportKind, readonly { key: string; label: string }[]> = {
  assets: columns(labels.importAssets),
  vehicles: columns(labels.importVehicles),
  debts: columns(labels.importDebts),
  accounts: columns(labels.importAccounts),
  indices: columns(labels.importIndices),
}
