import type { ReactNode } from 'react'

/** DescriptionRow is one line of a DescriptionList: its label and its value. */
export type DescriptionRow = readonly [label: string, value: ReactNode]

const looks = {
  // A detail screen's panel: label over value on phones, a third and two thirds from sm up, divided lines.
  table: { list: 'divide-y divide-slate-100', row: 'grid grid-cols-1 gap-1 py-3 sm:grid-cols-3', label: 'text-sm font-medium text-slate-500', value: 'text-slate-900 sm:col-span-2' },
  // A block of figures: label left, value right, divided lines.
  split: { list: 'divide-y divide-slate-100', row: 'flex items-baseline justify-between gap-4 py-2.5', label: 'text-sm text-slate-500', value: 'text-right font-medium text-slate-900' },
  // A list card: label left, value right, close together.
  compact: { list: 'space-y-1.5 text-sm', row: 'flex justify-between gap-3', label: 'text-slate-500', value: 'text-right font-medium text-slate-900' },
}

/**
 * DescriptionList shows a record's details as label and value rows (a <dl>), in one of three looks. inset pads each
 * row (the panel's padding), wrap is how long values break (break-words unless told), className places the list.
 */
export function DescriptionList({
  rows,
  look = 'table',
  inset = '',
  wrap = 'break-words',
  className = '',
}: {
  rows: readonly DescriptionRow[]
  look?: keyof typeof looks
  inset?: string
  wrap?: string
  className?: string
}) {
  const l = looks[look]
  return (
    <dl className={`${l.list} ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label} className={`${l.row} ${inset}`}>
          <dt className={l.label}>{label}</dt>
          <dd className={`${wrap} ${l.value}`}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
