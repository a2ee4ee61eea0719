import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { CheckCircle2, Download, FileSpreadsheet, ListChecks, TriangleAlert, Undo2 } from 'lucide-react'
import { BackLink } from '@/components/ui/BackLink'
import { buttonClass } from '@/components/ui/FormField'
import { PageHeader } from '@/components/ui/PageHeader'
import { Panel } from '@/components/ui/Panel'
import { useToast } from '@/components/ui/Toast'
import { ApiError } from '@/lib/api-client'
import { formatDate } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import { useCommitImport } from '../api/commit-import'
import { useDownloadTemplate } from '../api/download-template'
import { useReadImport } from '../api/read-import'
import { ASSET_FIELDS, type ImportBatch } from '../api/types'
import { useUndoImport } from '../api/undo-import'

const TYPE_LABELS: Record<string, string> = { real_estate: 'Imóvel', other: 'Outros', vehicle: 'Veículo' }

/** failure is the server's words for a refused call, or said plainly. */
function failure(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return Object.values(err.fields ?? {})[0] ?? err.serverMessage ?? fallback
  return fallback
}

/**
 * ImportAssetsRoute brings assets in from a spreadsheet: the file is read and every row checked as the asset form
 * checks it, the columns each field reads can be changed, a preview shows the rows as they will be stored, and
 * 'Importar' creates them all at once — or none, while any row has an error. A finished import can be undone.
 */
export default function ImportAssetsRoute() {
  const toast = useToast()
  const fileInput = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [batch, setBatch] = useState<ImportBatch | null>(null)
  const [mapping, setMapping] = useState<Record<string, string>>({})
  const [readError, setReadError] = useState<string | null>(null)
  const [done, setDone] = useState<{ id: number; created: number } | null>(null)
  const read = useReadImport()
  const commit = useCommitImport()
  const undo = useUndoImport()
  const template = useDownloadTemplate()

  const readFile = (chosen: File | null, columns?: Record<string, string>) => {
    setReadError(null)
    setDone(null)
    if (!chosen) {
      setReadError('Escolha a planilha (CSV ou XLSX).')
      return
    }
    read.mutate(
      { file: chosen, mapping: columns },
      {
        onSuccess: (b) => {
          setBatch(b)
          setMapping(b.mapping)
        },
        onError: (err) => {
          setBatch(null)
          setReadError(failure(err, 'Erro ao ler a planilha.'))
        },
      },
    )
  }
  const importAll = () => {
    if (!batch) return
    commit.mutate(batch.id, {
      onSuccess: (r) => {
        setDone(r)
        setBatch(null)
        setFile(null)
        if (fileInput.current) fileInput.current.value = ''
        toast.success(`${r.created} ativo(s) importado(s).`)
      },
      onError: (err) => toast.error(failure(err, 'Erro ao importar.')),
    })
  }
  const undoAll = () => {
    if (!done) return
    undo.mutate(done.id, {
      onSuccess: (r) => {
        setDone(null)
        toast.success(`Importação desfeita: ${r.removed} ativo(s) removido(s).`)
      },
      onError: (err) => toast.error(failure(err, 'Erro ao desfazer a importação.')),
    })
  }

  return (
    <div className="mx-auto max-w-5xl">
      <BackLink to="/assets">Voltar para Patrimônio</BackLink>
      <PageHeader title="Importar ativos" subtitle="De uma planilha CSV ou XLSX, como o escritório já a mantém" />

      <Panel id="import-file-title" title="Planilha" icon={FileSpreadsheet}>
        <p className="mt-2 text-sm text-slate-600">
          A primeira linha traz os nomes das colunas: Descrição, Tipo (Imóvel, Outros ou Veículo), Valor de aquisição, Valor atual, Data de
          aquisição (dd/mm/aaaa) e, para imóveis, Endereço. Valores como R$ 1.234,56; CSV separado por ponto e vírgula ou vírgula, em UTF-8 ou
          Windows-1252.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {(['xlsx', 'csv'] as const).map((format) => (
            <button
              key={format}
              type="button"
              className={buttonClass.secondary}
              disabled={template.isPending}
              onClick={() => template.mutate(format, { onError: (err) => toast.error(failure(err, 'Erro ao baixar o modelo.')) })}
            >
              <Download aria-hidden className="h-4 w-4" /> Modelo {format.toUpperCase()}
            </button>
          ))}
        </div>
        <label htmlFor="import-file" className="mt-4 block text-sm font-medium text-slate-700">
          Arquivo (CSV ou XLSX)
        </label>
        <input
          id="import-file"
          ref={fileInput}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="mt-1 block w-full text-sm text-slate-700"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <button type="button" className={`${buttonClass.primary} mt-3`} disabled={read.isPending} onClick={() => readFile(file)}>
          {read.isPending ? 'Lendo...' : 'Ler planilha'}
        </button>
        {readError && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {readError}
          </p>
        )}
      </Panel>

      {done && (
        <section aria-live="polite" className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-4 sm:p-6">
          <p className="flex items-center gap-2 font-medium text-emerald-800">
            <CheckCircle2 aria-hidden className="h-5 w-5" /> {done.created} ativo(s) importado(s).
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Link to="/assets" className={buttonClass.primary}>
              Ver ativos
            </Link>
            <button type="button" className={buttonClass.secondary} disabled={undo.isPending} onClick={undoAll}>
              <Undo2 aria-hidden className="h-4 w-4" /> {undo.isPending ? 'Desfazendo...' : 'Desfazer importação'}
            </button>
          </div>
        </section>
      )}

      {batch && (
        <>
          <Panel id="import-columns-title" title="Colunas" icon={ListChecks}>
            <p className="mt-2 text-sm text-slate-600">
              {batch.rows} linha(s): {batch.valid} sem erros{batch.errors.length > 0 ? `, ${batch.rows - batch.valid} com erros` : ''}. Confira de que
              coluna vem cada campo.
            </p>
            <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {ASSET_FIELDS.map((field) => (
                <label key={field.key} className="block text-sm">
                  <span className="font-medium text-slate-700">{field.label}</span>
                  <select
                    value={mapping[field.key] ?? ''}
                    onChange={(e) => setMapping((m) => ({ ...m, [field.key]: e.target.value }))}
                    className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-800"
                  >
                    <option value="">— não importar —</option>
                    {batch.columns.map((column) => (
                      <option key={column} value={column}>
                        {column}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            </div>
            <button type="button" className={`${buttonClass.secondary} mt-3`} disabled={read.isPending} onClick={() => readFile(file, mapping)}>
              Ler de novo com estas colunas
            </button>
          </Panel>

          {batch.errors.length > 0 && (
            <Panel id="import-errors-title" title="Linhas com erros" icon={TriangleAlert}>
              <p className="mt-2 text-sm text-red-700">Nada será importado enquanto houver erros: corrija a planilha e leia-a de novo.</p>
              <div className="mt-3 overflow-x-auto">
                <table className="min-w-full text-left text-sm">
                  <thead className="text-slate-500">
                    <tr>
                      <th className="py-2 pr-4 font-medium">Linha</th>
                      <th className="py-2 pr-4 font-medium">Coluna</th>
                      <th className="py-2 font-medium">Erro</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {batch.errors.map((e) => (
                      <tr key={`${e.row}-${e.field}`}>
                        <td className="py-2 pr-4 tabular-nums">{e.row}</td>
                        <td className="py-2 pr-4">{e.column || ASSET_FIELDS.find((f) => f.key === e.field)?.label || e.field}</td>
                        <td className="py-2 text-red-700">{e.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Panel>
          )}

          <Panel id="import-preview-title" title="Como ficarão os ativos" icon={FileSpreadsheet}>
            {batch.preview.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">Nenhuma linha sem erros.</p>
            ) : (
              <div className="mt-3 overflow-x-auto">
                <table className="min-w-full text-left text-sm">
                  <thead className="text-slate-500">
                    <tr>
                      <th className="py-2 pr-4 font-medium">Linha</th>
                      <th className="py-2 pr-4 font-medium">Descrição</th>
                      <th className="py-2 pr-4 font-medium">Tipo</th>
                      <th className="py-2 pr-4 text-right font-medium">Valor de aquisição</th>
                      <th className="py-2 pr-4 text-right font-medium">Valor atual</th>
                      <th className="py-2 pr-4 font-medium">Aquisição</th>
                      <th className="py-2 font-medium">Endereço</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {batch.preview.map((a) => (
                      <tr key={a.row}>
                        <td className="py-2 pr-4 tabular-nums">{a.row}</td>
                        <td className="py-2 pr-4 text-slate-900">{a.description}</td>
                        <td className="py-2 pr-4">{TYPE_LABELS[a.type] ?? a.type}</td>
                        <td className="py-2 pr-4 text-right tabular-nums whitespace-nowrap">{formatBRL(a.acquisitionValue)}</td>
                        <td className="py-2 pr-4 text-right tabular-nums whitespace-nowrap">{formatBRL(a.currentValue)}</td>
                        <td className="py-2 pr-4 tabular-nums">{formatDate(a.acquisitionDate)}</td>
                        <td className="py-2">{a.address ?? ''}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {batch.valid > batch.preview.length && (
                  <p className="mt-2 text-sm text-slate-500">
                    As primeiras {batch.preview.length} de {batch.valid} linhas sem erros.
                  </p>
                )}
              </div>
            )}
            <div className="mt-4 flex justify-end">
              <button type="button" className={buttonClass.primary} disabled={batch.errors.length > 0 || batch.valid === 0 || commit.isPending} onClick={importAll}>
                {commit.isPending ? 'Importando...' : `Importar ${batch.valid} ativo(s)`}
              </button>
            </div>
          </Panel>
        </>
      )}
    </div>
  )
}
