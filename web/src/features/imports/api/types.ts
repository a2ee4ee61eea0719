import type { Schemas } from '@/lib/api-types'

/** ImportBatch is a spreadsheet read for import: its rows' errors, a preview and the columns each field reads. */
export type ImportBatch = Schemas['ImportBatch']

/** ImportKind is what an import brings in. */
export type ImportKind = 'assets' | 'vehicles' | 'debts' | 'accounts' | 'indices'

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
  debts: [
    { key: 'creditorName', label: 'Credor' },
    { key: 'creditorDocument', label: 'CPF/CNPJ do credor' },
    { key: 'description', label: 'Descrição' },
    { key: 'originalAmount', label: 'Valor original' },
    { key: 'currentAmount', label: 'Saldo atual' },
    { key: 'interestRate', label: 'Juros (% a.m.)' },
    { key: 'dueDate', label: 'Vencimento' },
    { key: 'status', label: 'Situação' },
    { key: 'category', label: 'Categoria' },
    { key: 'paymentMethod', label: 'Forma de pagamento' },
    { key: 'installments', label: 'Parcelas' },
    { key: 'currentInstallment', label: 'Parcela atual' },
    { key: 'contractDate', label: 'Data do contrato' },
  ],
  accounts: [
    { key: 'name', label: 'Nome' },
    { key: 'kind', label: 'Tipo' },
    { key: 'bankName', label: 'Banco' },
    { key: 'agency', label: 'Agência' },
    { key: 'number', label: 'Número da conta' },
    { key: 'openingBalance', label: 'Saldo inicial' },
    { key: 'openingDate', label: 'Data do saldo inicial' },
  ],
  indices: [
    { key: 'index', label: 'Índice' },
    { key: 'month', label: 'Mês' },
    { key: 'value', label: 'Variação (%)' },
  ],
}
