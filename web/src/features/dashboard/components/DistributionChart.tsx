import { Doughnut } from 'react-chartjs-2'
import { formatBRL } from '@/lib/money'
import { paletteColour } from '../lib/format'
import './chart-setup'

/** DistributionChart is the doughnut of 'Distribuição de Patrimônio' (loaded lazily with chart.js). */
export default function DistributionChart({ items }: { items: { type: string; value: number }[] }) {
  return (
    <Doughnut
      role="img"
      aria-label="Gráfico de distribuição do patrimônio por tipo"
      data={{
        labels: items.map((i) => i.type),
        // An overdrawn account has no slice: the legend shows its negative balance.
        datasets: [{ data: items.map((i) => Math.max(0, i.value)), backgroundColor: items.map((_, n) => paletteColour(n)), borderWidth: 2, borderColor: '#fff' }],
      }}
      options={{
        maintainAspectRatio: false,
        cutout: '62%',
        plugins: { legend: { display: false }, tooltip: { callbacks: { label: (c) => ` ${c.label}: ${formatBRL(c.parsed)}` } } },
      }}
    />
  )
}
