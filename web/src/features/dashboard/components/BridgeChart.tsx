import { Bar } from 'react-chartjs-2'
import { formatBRL } from '@/lib/money'
import type { Bridge } from '../api/get-bridge'
import { bridgeFloor, compactBRL, signedAmount } from '../lib/format'
import './chart-setup'

/**
 * BridgeChart is the waterfall of the net-worth bridge (loaded lazily): the opening net worth, each cause rising from
 * where the one before left it (green up, red down) and the closing. Clicking a cause's bar opens its entries.
 */
export default function BridgeChart({ bridge, onPick }: { bridge: Bridge; onPick: (index: number) => void }) {
  const css = getComputedStyle(document.documentElement)
  const themed = (name: string, fallback: string) => css.getPropertyValue(name).trim() || fallback
  const primary = themed('--color-primary-500', '#3B82F6')
  const grid = themed('--color-slate-200', '#e2e8f0')
  const ticks = themed('--color-slate-500', '#64748b')
  // Each bar floats from the net worth before it to the one after it. Centavos stay whole numbers until they are
  // drawn (the amounts come in reais with two decimals).
  let level = Math.round(bridge.opening * 100)
  const levels = [level]
  const steps: [number, number][] = []
  for (const l of bridge.lines) {
    const next = level + Math.round(l.amount * 100)
    steps.push([level / 100, next / 100])
    levels.push(next)
    level = next
  }
  // The ends stand on a floor a little under the lowest level, not on zero: a change of 1 % of a large net worth
  // would be a sliver over a bar from zero.
  const floor = bridgeFloor(Math.min(...levels) / 100, Math.max(...levels) / 100)
  const bars: [number, number][] = [[floor, bridge.opening], ...steps, [floor, bridge.closing]]
  const barText = (i: number) =>
    i === 0
      ? `Abertura: ${formatBRL(bridge.opening)}`
      : i > bridge.lines.length
        ? `Fechamento: ${formatBRL(bridge.closing)}`
        : `${bridge.lines[i - 1].label}: ${signedAmount(bridge.lines[i - 1].amount).text}`
  const colours = [primary, ...bridge.lines.map((l) => (l.amount < 0 ? '#EF4444' : '#10B981')), primary]
  return (
    <Bar
      // The bars as text, for a screen reader (the image's name) and inside the canvas: the start, each cause, the end.
      role="img"
      aria-label={`Gráfico da variação do patrimônio líquido: ${bars.map((_, i) => barText(i)).join('; ')}`}
      fallbackContent={
        <ul>
          {bars.map((_, i) => (
            <li key={i}>{barText(i)}</li>
          ))}
        </ul>
      }
      data={{
        labels: ['Abertura', ...bridge.lines.map((l) => l.label), 'Fechamento'],
        datasets: [{ label: 'Patrimônio Líquido', data: bars, backgroundColor: colours, borderRadius: 3, maxBarThickness: 48 }],
      }}
      options={{
        maintainAspectRatio: false,
        onClick: (_, elements) => {
          const i = elements[0]?.index
          if (i !== undefined && i > 0 && i <= bridge.lines.length) onPick(i - 1)
        },
        plugins: {
          legend: { display: false },
          tooltip: {
            callbacks: {
              label: (c) => ` ${barText(c.dataIndex).split(': ')[1]}`,
            },
          },
        },
        scales: {
          x: { grid: { display: false }, ticks: { autoSkip: false, maxRotation: 50, minRotation: 0, color: ticks, font: { size: 11 } } },
          y: { min: floor, ticks: { callback: (v) => compactBRL(Number(v)), maxTicksLimit: 6, color: ticks }, grid: { color: grid } },
        },
      }}
    />
  )
}
