import { Bar } from 'react-chartjs-2'
import { formatBRL } from '@/lib/money'
import { compactBRL } from '../lib/format'
import './chart-setup'

/** EvolutionChart is the bar chart of 'Evolução Mensal': the net worth at each month's end (loaded lazily). */
export default function EvolutionChart({ points }: { points: { label: string; netWorth: number }[] }) {
  // The company's primary colour and the theme's greys (CSS variables, turned in the dark theme); a canvas needs the
  // values themselves.
  const css = getComputedStyle(document.documentElement)
  const themed = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback
  const primary = themed('--color-primary-500', '#3B82F6')
  const grid = themed('--color-slate-200', '#e2e8f0')
  const ticks = themed('--color-slate-500', '#64748b')
  return (
    <Bar
      role="img"
      aria-label="Gráfico da evolução mensal do patrimônio líquido"
      data={{
        labels: points.map((p) => p.label),
        datasets: [
          {
            label: 'Patrimônio Líquido',
            data: points.map((p) => p.netWorth),
            backgroundColor: points.map((p) => (p.netWorth < 0 ? '#EF4444' : primary)),
            borderRadius: 4,
            maxBarThickness: 40,
          },
        ],
      }}
      options={{
        maintainAspectRatio: false,
        plugins: { legend: { display: false }, tooltip: { callbacks: { label: (c) => ` ${formatBRL(c.parsed.y ?? 0)}` } } },
        scales: {
          x: { grid: { display: false }, ticks: { autoSkip: true, maxRotation: 0, color: ticks } },
          y: { ticks: { callback: (v) => compactBRL(Number(v)), maxTicksLimit: 6, color: ticks }, grid: { color: grid } },
        },
      }}
    />
  )
}
