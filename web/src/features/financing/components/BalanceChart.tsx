import { useEffect, useRef, useState, type RefObject } from 'react'
import type { Simulation } from '../api/simulate'

const HEIGHT = 240
const PAD = { right: 12, top: 12, bottom: 28 }
/** The labels' size in pixels: the chart is drawn at its own width, so the text is this size on every screen. */
const FONT = 13

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
  const [figure, WIDTH] = useWidth(640)
  const n = Math.max(...schedules.map((s) => s.installments.length))
  const ticks = [0, 0.5, 1].map((f) => f * amount)
  // The axis takes the widest amount's width ('R$ 250 mil'), about 0.62 of the font a character.
  const left = 12 + Math.ceil(Math.max(...ticks.map((t) => compact.format(t).length)) * FONT * 0.62)
  const x = (k: number) => left + (k / n) * (WIDTH - left - PAD.right)
  const y = (balance: number) => PAD.top + (1 - balance / amount) * (HEIGHT - PAD.top - PAD.bottom)
  return (
    <figure ref={figure}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`Saldo devedor ao longo de ${n} parcelas: ${SERIES.map((s) => s.label).join(' e ')}`}
        className="h-auto w-full"
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} className="stroke-slate-200" strokeWidth={1} />
            <text x={left - 8} y={y(t) + 4} textAnchor="end" fontSize={FONT} className="fill-slate-500">
              {compact.format(t)}
            </text>
          </g>
        ))}
        <text x={left} y={HEIGHT - 8} fontSize={FONT} className="fill-slate-500">
          Início
        </text>
        <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" fontSize={FONT} className="fill-slate-500">
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

/** useWidth is an element's width in pixels as it changes (fallback until it is measured, or without ResizeObserver). */
function useWidth(fallback: number): [RefObject<HTMLElement | null>, number] {
  const ref = useRef<HTMLElement | null>(null)
  const [width, setWidth] = useState(fallback)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(280, Math.round(entry.contentRect.width))))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width]
}
