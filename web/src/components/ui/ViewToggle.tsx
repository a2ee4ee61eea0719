import { LayoutGrid, Table2 } from 'lucide-react'
import type { ListView } from '@/lib/list-view'

const VIEWS = [
  { value: 'cards', label: 'Cards', icon: LayoutGrid },
  { value: 'table', label: 'Tabela', icon: Table2 },
] as const

/** ViewToggle switches a list between its cards and its table: two toggle buttons, the chosen one pressed. */
export function ViewToggle({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  return (
    <div role="group" aria-label="Visualização" className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
      {VIEWS.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={`inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium ${
            view === value ? 'bg-primary-600 text-white' : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          <Icon aria-hidden className="h-4 w-4" /> {label}
        </button>
      ))}
    </div>
  )
}
