import type { Schemas } from '@/lib/api-types'

/** ImportBatch is a spreadsheet read for import: its rows' errors, a preview and the columns each field reads. */
export type ImportBatch = Schemas['ImportBatch']

/** ImportKind is what an import brings in. */
export type ImportKind = 'assets' | 'vehicles'

/** IMPORT_FIELDS are the columns each kind takes, with the template's names, in its order. */
export const IMPORT_FIELDS: Record<ImportKind, readonly { key: string; label: string }[]> = {
  assets: [
    { key: 'description', label: 'Descrição' },
    { key: 'type', label: 'Tipo' },
    { key: 'acquisitionValue', label: 'Valor de aquisição' },
    { key: 'currentValue', label: 'Valor atual' },
    { key: 'acquisitionDate', label: 'Data de aquisição' },
    { key: 'address', label: 'Endereço' },
    { key: 'notes', label: 'Observações' },
  ],
  vehicles: [
    { key: 'make', label: 'Marca' },
    { key: 'model', label: 'Modelo' },
    { key: 'year', label: 'Ano' },
    { key: 'licensePlate', label: 'Placa' },
    { key: 'color', label: 'Cor' },
    { key: 'purchasePrice', label: 'Preço de compra' },
    { key: 'sellingPrice', label: 'Preço de venda' },
    { key: 'purchaseDate', label: 'Data de compra' },
    { key: 'renavam', label: 'RENAVAM' },
    { key: 'chassis', label: 'Chassi' },
    { key: 'mileage', label: 'Quilometragem' },
    { key: 'notes', label: 'Observações' },
  ],
}
