import { useListView } from '@/lib/list-view'
import { PAGE_SIZES } from '@/lib/pagination'
import { ExportButtons } from './ExportButtons'
import { ViewToggle } from './ViewToggle'

/**
 * ListToolbar stands between a list's filters and its records: the Cards | Tabela toggle, the page size, and the
 * export of the whole filtered list.
 */
export function ListToolbar({
  list,
  pageSize,
  onPageSizeChange,
  exportPath,
  exportName,
}: {
  /** list names the list whose view is kept (useListView). */
  list: string
  pageSize: number
  onPageSizeChange: (size: string) => void
  exportPath: string
  exportName: string
}) {
  const { view, setView } = useListView(list)
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <ViewToggle view={view} onChange={setView} />
        <label className="flex items-center gap-2 text-sm text-slate-600">
          Linhas por página
          <select value={String(pageSize)} onChange={(e) => onPageSizeChange(e.target.value)} className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus:border-primary-500 focus:outline-none focus:ring-2 focus:ring-primary-500/30">
            {PAGE_SIZES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ExportButtons path={exportPath} name={exportName} />
    </div>
  )
}
