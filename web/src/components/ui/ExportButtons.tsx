import { useState } from 'react'
import { FileDown } from 'lucide-react'
import { apiDownload, saveFile } from '@/lib/api-client'
import { useToast } from './Toast'

const LABELS = { pdf: 'Exportar PDF', csv: 'Exportar CSV', xlsx: 'Exportar XLSX' } as const
type Format = keyof typeof LABELS

/**
 * ExportButtons download the list as its filters and sort select it, every page of it: the server builds the file
 * (`path` is the list's export address with its query, without the format). A schedule offers PDF too (`formats`).
 */
export function ExportButtons({ path, name, formats = ['csv', 'xlsx'] }: { path: string; name: string; formats?: Format[] }) {
  const [pending, setPending] = useState<string | null>(null)
  const toast = useToast()
  const download = async (format: string) => {
    setPending(format)
    try {
      const sep = path.includes('?') ? '&' : '?'
      saveFile(await apiDownload(`${path}${sep}format=${format}`, `${name}.${format}`))
    } catch (err) {
      toast.error('Erro ao exportar', err instanceof Error ? err.message : undefined)
    } finally {
      setPending(null)
    }
  }
  return (
    <div className="flex flex-wrap gap-2">
      {formats.map((format) => (
        <button
          key={format}
          type="button"
          disabled={pending !== null}
          onClick={() => void download(format)}
          className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-60"
        >
          <FileDown aria-hidden className="h-4 w-4" />
          {pending === format ? 'Exportando...' : LABELS[format]}
        </button>
      ))}
    </div>
  )
}
