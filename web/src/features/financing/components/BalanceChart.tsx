import type { Simulation } from '../api/simulate'

const WIDTH = 640
const HEIGHT = 240
const PAD = { left: 64, right: 12, top: 12, bottom: 28 }

const compact = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact', maximumFractionDigits: 1 })

/** SERIES are the two systems' lines: colour classes of the theme's 700 shades, readable in both themes. */
export const SERIES = [
  { system: 'price', label: 'Tabela Price', stroke: 'stroke-primary-700', fill: 'bg-primary-700' },
  { system: 'sac', label: 'SAC', stroke: 'stroke-amber-700', fill: 'bg-amber-700' },
] as const

/**
 * BalanceChart draws the balance after each installment of both schedules as two lines (SVG, no chart library):
 * SAC's falls in a straight line, Price's slowly first.
 */
export function BalanceChart({ amount, schedules }: { amount: number; schedules: Simulation[] }) {
  const n = Math.max(...schedules.map((s) => s.installments.length))
  const x = (k: number) => PAD.left + (k / n) * (WIDTH - PAD.left - PAD.right)
  const y = (balance: number) => PAD.top + (1 - balance / amount) * (HEIGHT - PAD.top - PAD.bottom)
  const ticks = [0, 0.5, 1].map((f) => f * amount)
  return (
    <figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Saldo devedor ao longo de ${n} parcelas: ${SERIES.map((s) => s.label).join(' e ')}`}
        className="h-auto w-full"
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} className="stroke-slate-200" strokeWidth={1} />
            <text x={PAD.left - 8} y={y(t) + 4} textAnchor="end" className="fill-slate-500 text-[14px]">
              {compact.format(t)}
            </text>
          </g>
        ))}
        <text x={PAD.left} y={HEIGHT - 8} className="fill-slate-500 text-[14px]">
          Início
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" className="fill-slate-500 text-[14px]">
          Parcela {n}
        </text>
        {schedules.map((s) => {
          const series = SERIES.find((c) => c.system === s.system)!
          const points = [`${x(0)},${y(amount)}`, ...s.installments.map((i) => `${x(i.number)},${y(i.balance)}`)].join(' ')
          return <polyline key={s.system} points={points} fill="none" strokeWidth={2.5} className={series.stroke} />
        })}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
        {SERIES.map((s) => (
          <span key={s.system} className="flex items-center gap-2">
            <span aria-hidden className={`h-1 w-5 rounded ${s.fill}`} /> {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  )
}
