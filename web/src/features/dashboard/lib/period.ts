/** The periods the net-worth bridge offers, each ending on the day the dashboard answers for. */
export const BRIDGE_PERIODS = [
  ['mes', 'Este mês'],
  ['ano', 'Este ano'],
  ['12m', 'Últimos 12 meses'],
  ['ano-passado', 'Ano passado'],
] as const

export type BridgePeriod = (typeof BRIDGE_PERIODS)[number][0]
export const BRIDGE_PERIOD_VALUES = BRIDGE_PERIODS.map(([value]) => value)

const iso = (d: Date) => d.toISOString().slice(0, 10)

/**
 * bridgeRange is the first and the last day of a period that ends on `day` ('YYYY-MM-DD'): its month, its year,
 * the twelve months up to it or the whole year before it.
 */
export function bridgeRange(period: BridgePeriod, day: string): { from: string; to: string } {
  const [year, month, date] = day.split('-').map(Number)
  switch (period) {
    case 'mes':
      return { from: `${day.slice(0, 7)}-01`, to: day }
    case 'ano':
      return { from: `${year}-01-01`, to: day }
    case '12m': {
      // The day after `day`, a year back (UTC, so no time zone moves a day): 28/02/2025 → 01/03/2024.
      const next = new Date(Date.UTC(year, month - 1, date + 1))
      return { from: iso(new Date(Date.UTC(next.getUTCFullYear() - 1, next.getUTCMonth(), next.getUTCDate()))), to: day }
    }
    case 'ano-passado':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` }
  }
}
