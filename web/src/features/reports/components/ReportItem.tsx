import { useEffect, useRef, useState } from 'react'
import { ChevronDown, Download, FileBarChart } from 'lucide-react'
import { menuKeyDown } from '@/components/ui/arrow-keys'
import { useToast } from '@/components/ui/Toast'
import { formatDateTime } from '@/lib/dates'
import { useDownloadReport } from '../api/download-report'
import type { Report, ReportFormat } from '../api/types'
import { FORMAT_OPTIONS, PERIOD_LABELS, TYPE_LABELS, asOfLabel } from '../lib/labels'

/** ReportItem is one report of the list with its Download button and the choice of format. */
export function ReportItem({ report }: { report: Report }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <FileBarChart aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-primary-700" />
        <div className="min-w-0">
          <h3 className="font-medium text-slate-900">{report.title}</h3>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
            <span className="rounded-full bg-primary-50 px-2 py-0.5 text-xs font-medium text-primary-700">{TYPE_LABELS[report.type]}</span>
            <span>{PERIOD_LABELS[report.period]}</span>
            <span>{asOfLabel(report.period, report.reference)}</span>
            <span>
              Criado em {formatDateTime(report.createdAt)}
              {report.createdBy?.name ? ` por ${report.createdBy.name}` : ''}
            </span>
          </p>
        </div>
      </div>
      <DownloadMenu report={report} />
    </li>
  )
}

function DownloadMenu({ report }: { report: Report }) {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const download = useDownloadReport()
  const toast = useToast()

  // Open, the menu takes focus on its first format and the arrow keys move within it; Escape or a choice closes it
  // and gives focus back to the button (issue 13).
  useEffect(() => {
    if (!open) return
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent) {
        if (e.key !== 'Escape') return
        setOpen(false)
        buttonRef.current?.focus()
      } else if (!ref.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])

  const choose = (format: ReportFormat) => {
    setOpen(false)
    buttonRef.current?.focus()
    download.mutate(
      { report, format },
      { onError: (err) => toast.error('Erro ao baixar relatório', err instanceof Error ? err.message : undefined) },
    )
  }

  return (
    <div ref={ref} className="relative self-end sm:self-auto">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`Download ${report.title}`}
        disabled={download.isPending}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60"
      >
        <Download aria-hidden className="h-4 w-4" />
        {download.isPending ? 'Baixando...' : 'Download'}
        <ChevronDown aria-hidden className="h-4 w-4" />
      </button>
      {open && (
        <div role="menu" aria-label="Formato do arquivo" tabIndex={-1} onKeyDown={menuKeyDown} className="absolute right-0 z-10 mt-1 w-44 rounded-lg border border-slate-200 bg-white py-1 shadow-lg">
          {FORMAT_OPTIONS.map(([format, label]) => (
            <button
              key={format}
              type="button"
              role="menuitem"
              onClick={() => choose(format)}
              className="block w-full px-4 py-2 text-left text-sm text-slate-700 hover:bg-slate-100"
            >
              {label}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
