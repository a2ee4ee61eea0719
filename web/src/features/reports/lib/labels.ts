import { labels, months, options } from '@/lib/vocabulary'
import type { ReportFormat, ReportPeriod, ReportType } from '../api/types'

/** The pt-BR names of report types and periods, from the server's vocabulary. */
export const TYPE_LABELS: Record<ReportType, string> = labels.reportTypes

export const TYPE_DESCRIPTIONS: Record<ReportType, string> = {
  assets: 'Ativos como estavam no fim do período (status, valor, valorização) e os vendidos ou permutados nele, com a venda.',
  debts: 'Dívidas como estavam no fim do período: saldo, situação (atrasos incluídos), vencimento e totais.',
  cashflow: 'O dinheiro que entrou e saiu das contas no período, pelo método direto: operações, investimentos e financiamentos.',
  networth: 'Abertura, movimentações e fechamento do patrimônio líquido mês a mês.',
  bridge: 'O patrimônio líquido na abertura, cada causa da variação (valorização, vendas, juros, aportes…) e no fechamento.',
  depreciation: 'Depreciação do ano pelas taxas da Receita Federal e valor contábil de cada bem em 31/12.',
  yearend: 'Cada bem com grupo e código, discriminação e situação em 31/12 do ano anterior e do ano, pelo custo; ganhos nas vendas do ano.',
}

export const PERIOD_LABELS: Record<ReportPeriod, string> = labels.reportPeriods

export const FORMAT_LABELS: Record<ReportFormat, string> = { pdf: 'PDF', csv: 'CSV', xlsx: 'XLSX (Excel)' }

export const TYPE_OPTIONS = options(TYPE_LABELS)
export const PERIOD_OPTIONS = options(PERIOD_LABELS)
export const FORMAT_OPTIONS = options(FORMAT_LABELS)

const MONTHS = months

/** referenceLabel is how a person reads a reference: 'outubro de 2026', '3º trimestre de 2026', '2026'. */
export function referenceLabel(period: ReportPeriod, reference: string): string {
  if (period === 'monthly') {
    const [y, m] = reference.split('-')
    return `${MONTHS[Number(m) - 1] ?? m} de ${y}`
  }
  if (period === 'quarterly') {
    const [y, q] = reference.split('-Q')
    return `${q}º trimestre de ${y}`
  }
  return reference
}

const HOW_MANY: Record<ReportPeriod, number> = { monthly: 36, quarterly: 12, yearly: 10 }

/** referenceOptions lists the references a person may choose, newest first, starting with the current one (a
 * reference in the future has nothing to report yet). */
export function referenceOptions(period: ReportPeriod, now: Date = new Date()): { value: string; label: string }[] {
  const year = now.getFullYear()
  const month = now.getMonth() // 0-based
  const out: string[] = []
  for (let i = 0; i < HOW_MANY[period]; i++) {
    if (period === 'monthly') {
      const d = new Date(year, month - i, 1)
      out.push(`${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`)
    } else if (period === 'quarterly') {
      const q = Math.floor(month / 3) - i
      const y = year + Math.floor(q / 4)
      out.push(`${y}-Q${(((q % 4) + 4) % 4) + 1}`)
    } else {
      out.push(String(year - i))
    }
  }
  return out.map((value) => ({ value, label: referenceLabel(period, value) }))
}

/** periodEnd is the last day of a reference's period. */
function periodEnd(period: ReportPeriod, reference: string): Date {
  if (period === 'monthly') {
    const [y, m] = reference.split('-').map(Number)
    return new Date(y, m, 0)
  }
  if (period === 'quarterly') {
    const [y, q] = reference.split('-Q').map(Number)
    return new Date(y, q * 3, 0)
  }
  return new Date(Number(reference), 12, 0)
}

/**
 * asOfLabel says which day a report's values are from (the server builds each file as of the end of its period,
 * or of the day it is downloaded while the period is still open): 'Posição em 30/09/2025' or 'Período em aberto:
 * posição no dia do download'.
 */
export function asOfLabel(period: ReportPeriod, reference: string, now: Date = new Date()): string {
  const end = periodEnd(period, reference)
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  if (end >= today) return 'Período em aberto: posição no dia do download'
  const dd = String(end.getDate()).padStart(2, '0')
  const mm = String(end.getMonth() + 1).padStart(2, '0')
  return `Posição em ${dd}/${mm}/${end.getFullYear()}`
}
