import { Bar } from 'react-chartjs-2'
import { formatBRL } from '@/lib/money'
import { compactBRL } from '../lib/format'
import './chart-setup'

/** EvolutionChart is the bar chart of 'Evolução Mensal': the net worth at each month's end (loaded lazily). */
export default function EvolutionChart({ points }: { points: { label: string; netWorth: number }[] }) {
  // The company's primary colour (a CSS variable of the theme); a canvas needs the value itself.
  const primary = getComputedStyle(document.documentElement).getPropertyValue('--color-primary-500').trim() || '#3B82F6'
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
          x: { grid: { display: false }, ticks: { autoSkip: true, maxRotation: 0 } },
          y: { ticks: { callback: (v) => compactBRL(Number(v)), maxTicksLimit: 6 }, grid: { color: '#e2e8f0' } },
        },
      }}
    />
  )
}
