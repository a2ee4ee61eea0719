import { formatBRL } from '@/lib/money'
import { labels, options } from '@/lib/vocabulary'
import type { AccountKind, EntryCategory, Movement } from '../api/types'

/** The pt-BR names of the account kinds and of the entry categories, from the server's vocabulary. */
export const KIND_LABELS: Record<AccountKind, string> = labels.accountKinds
export const KIND_OPTIONS = options(KIND_LABELS)

export const INCOME_OPTIONS = options(labels.incomeCategories as Record<EntryCategory, string>)
export const EXPENSE_OPTIONS = options(labels.expenseCategories as Record<EntryCategory, string>)
export const CATEGORY_LABELS = { ...labels.incomeCategories, ...labels.expenseCategories } as Record<EntryCategory, string>

/** categoryOptions are the categories of one direction: receitas for money in, despesas for money out. */
export const categoryOptions = (direction: 'in' | 'out') => (direction === 'in' ? INCOME_OPTIONS : EXPENSE_OPTIONS)

/** SOURCE_TITLES name the money events of the other records, by the kind of record they come from. */
const SOURCE_TITLES: Record<string, string> = {
  asset_purchase: 'Compra de ativo',
  asset_sale: 'Venda de ativo',
  asset_improvement: 'Benfeitoria',
  vehicle_purchase: 'Compra de veículo',
  vehicle_sale: 'Venda de veículo',
  vehicle_cost: 'Custo de veículo',
  debt_disbursement: 'Empréstimo recebido',
  debt_payment: 'Pagamento de dívida',
  receivable_receipt: 'Recebimento de venda a prazo',
  obligation_payment: 'Imposto pago',
}

/**
 * movementTitle names a statement line: the opening, the other side of a transfer, the record a money event comes
 * from (a loan received is no 'Receita'), or the entry's category.
 */
export function movementTitle(m: Pick<Movement, 'kind' | 'direction' | 'category' | 'counterpart'> & { sourceKind?: string | null }): string {
  switch (m.kind) {
    case 'opening':
      return 'Saldo inicial'
    case 'transfer':
      return m.direction === 'out' ? `Transferência para ${m.counterpart?.name ?? 'outra conta'}` : `Transferência de ${m.counterpart?.name ?? 'outra conta'}`
    default:
      return (m.sourceKind && SOURCE_TITLES[m.sourceKind]) ?? CATEGORY_LABELS[m.category as EntryCategory] ?? (m.direction === 'in' ? 'Receita' : 'Despesa')
  }
}

/** signedBRL shows an amount with its direction: '+ R$ 10,00' in, '− R$ 10,00' out. */
export function signedBRL(amount: number, direction: 'in' | 'out'): string {
  return `${direction === 'out' ? '−' : '+'} ${formatBRL(amount)}`
}

/** bankLine is an account's bank, agency and number on one line ('' when none is set). */
export function bankLine(a: { bankName: string; agency: string; number: string }): string {
  return [a.bankName, a.agency && `Ag. ${a.agency}`, a.number && `C/C ${a.number}`].filter(Boolean).join(' · ')
}
