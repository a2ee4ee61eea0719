import { formatBRL } from './money'

/** What falls due on a day, as the dashboard's 'Próximos vencimentos' and the 'Agenda' show it. */
type Due = { kind: string; scheduled: boolean; installment: number; installments: number }

/**
 * installmentText names what falls due: 'Parcela 2 de 4', a bill's 'Saldo', or, for a debt paid in installments
 * without a schedule, its balance shared over the installments left ('Parcela 26 de 63 · saldo ÷ 38').
 */
export function installmentText(item: Due): string {
  if (!item.scheduled) {
    return item.installments > 1 ? `Parcela ${item.installment} de ${item.installments} · saldo ÷ ${item.installments - item.installment + 1}` : 'Saldo'
  }
  if (item.installments === 1) return 'Cota única'
  return `Parcela ${item.installment} de ${item.installments}`
}

/**
 * duePath is the screen of the record something falls due for: the debt, the receivable, the asset (a property's
 * IPTU, the IPVA and licenciamento of a vehicle of the company's own) or the stock's vehicle (IPVA, licenciamento).
 */
export function duePath(item: { kind: string; id: number }): string {
  switch (item.kind) {
    case 'receivable':
      return `/receivables/${item.id}`
    case 'iptu':
    case 'asset_ipva':
    case 'asset_licensing':
      return `/assets/${item.id}`
    case 'ipva':
    case 'licensing':
      return `/vehicles/${item.id}`
  }
  return `/debts/${item.id}`
}

/** DUE_KIND_LABEL says what an item is: 'Dívida', 'A receber', 'IPTU', 'IPVA', 'Licenciamento'. */
export const DUE_KIND_LABEL: Record<string, string> = {
  debt: 'Dívida',
  receivable: 'A receber',
  iptu: 'IPTU',
  ipva: 'IPVA',
  licensing: 'Licenciamento',
  asset_ipva: 'IPVA',
  asset_licensing: 'Licenciamento',
}

/** dueAmount is what falls due in reais, or 'A informar' when its amount is not kept (a vehicle's IPVA or licenciamento). */
export function dueAmount(amount: number): string {
  return amount > 0 ? formatBRL(amount) : 'A informar'
}
