import { Download } from 'lucide-react'
import { buttonClass } from '@/components/ui/FormField'
import { useToast } from '@/components/ui/Toast'
import { ApiError } from '@/lib/api-client'
import { useExportAll } from '../api/export-all'

/** ExportAll lets an administrator take the whole of the data out: one ZIP that `patrimonio import-all` restores. */
export function ExportAll() {
  const toast = useToast()
  const exportAll = useExportAll()
  const start = () =>
    exportAll.mutate(undefined, {
      onSuccess: (name) => toast.success(`Exportação salva: ${name}`),
      onError: (err) => toast.error(err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Erro ao exportar os dados'),
    })
  return (
    <section aria-labelledby="export-all-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="export-all-title" className="flex items-center gap-2 font-medium text-slate-800">
        <Download aria-hidden className="h-4 w-4" /> Exportar todos os dados
      </h2>
      <p className="mt-1 text-sm text-slate-500">
        Um arquivo .zip com todos os registros (um CSV por tabela), as planilhas de ativos, veículos, dívidas, contas e índices no
        formato da importação (pasta planilhas), os arquivos enviados e um manifesto com as contagens e somas de verificação. Serve de
        cópia para levar a outro lugar: o comando <code>patrimonio import-all</code> o restaura num banco vazio, SQLite ou PostgreSQL.
      </p>
      <div className="mt-4 flex justify-end">
        <button type="button" onClick={start} disabled={exportAll.isPending} className={buttonClass.secondary}>
          {exportAll.isPending ? 'Exportando...' : 'Baixar exportação (.zip)'}
        </button>
      </div>
    </section>
  )
}
