import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { CheckCircle2, Download, FileSpreadsheet, ListChecks, TriangleAlert, Undo2 } from 'lucide-react'
import { BackLink } from '@/components/ui/BackLink'
import { FilePicker } from '@/components/ui/FilePicker'
import { ScrollRegion } from '@/components/ui/ScrollRegion'
import { BusyButton, buttonClass } from '@/components/ui/FormField'
import { PageHeader } from '@/components/ui/PageHeader'
import { Panel } from '@/components/ui/Panel'
import { useToast } from '@/components/ui/Toast'
import { errorText } from '@/lib/api-client'
import { formatDate } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import type { CounterpartEvent } from '@/lib/counterparts'
import { labels, messages } from '@/lib/vocabulary'
import { useCommitImport } from '../api/commit-import'
import { useDownloadTemplate } from '../api/download-template'
import { useReadImport } from '../api/read-import'
import { IMPORT_FIELDS, type ImportBatch, type ImportKind } from '../api/types'
import { useUndoImport } from '../api/undo-import'
import { OtherSide, type OtherSideChoice } from '../components/OtherSide'
import { PastImports } from '../components/PastImports'
import { counted, formatCount } from '@/lib/plural'

/** EVENTS is the money event each row of a kind records, whose other side the import names (none for indices). */
const EVENTS: Partial<Record<ImportKind, CounterpartEvent>> = { assets: 'acquisition', vehicles: 'acquisition', debts: 'borrowing', accounts: 'accountOpening' }

/** otherSideErrors checks the choice as the server does: one chosen, and an adjustment's reason. */
function otherSideErrors(choice: OtherSideChoice): { kind?: string; reason?: string } {
  if (choice.kind === '') return { kind: messages.ledger.importCounterpart }
  if (choice.kind === 'adjustment' && choice.reason.trim() === '') return { reason: messages.ledger.counterpartReason }
  return {}
}

/** label names a value of the preview as the screens do, or shows it as it came. */
function label(names: Record<string, string>, value: unknown): string {
  return names[String(value)] ?? String(value ?? '')
}

/** percent writes a percentage the server sends with a point as pt-BR does: '1.35' → '1,35%'. */
function percent(value: unknown): string {
  return `${String(value).replace('.', ',')}%`
}

/** monthText writes a month 'YYYY-MM' as mm/aaaa. */
function monthText(value: unknown): string {
  const [year, month] = String(value).split('-')
  return `${month}/${year}`
}

type Row = Record<string, string | number | undefined> & { row: number }

/** A column of the preview: its title, whether it holds an amount, and its cell. */
type PreviewColumn = { title: string; amount?: boolean; cell: (r: Row) => string }

/** SCREENS says, for each kind, what the screen calls it and how its preview reads. */
const SCREENS: Record<ImportKind, { title: string; list: string; back: string; plural: string; preview: string; noun: string; feminine?: boolean; hint: string; columns: PreviewColumn[] }> = {
  assets: {
    title: 'Importar ativos',
    list: '/assets',
    back: 'Voltar para Patrimônio',
    plural: 'ativos',
    preview: 'Como ficarão os ativos',
    noun: 'ativo',
    hint:
      'A primeira linha traz os nomes das colunas: Descrição, Tipo (Imóvel, Outros ou Veículo), Valor de aquisição, Valor atual, Data de aquisição (dd/mm/aaaa) e, para imóveis, Endereço. Valores como R$\u00a01.234,56; CSV separado por ponto e vírgula ou vírgula, em UTF-8 ou Windows-1252.',
    columns: [
      { title: 'Descrição', cell: (r) => String(r.description) },
      { title: 'Tipo', cell: (r) => label(labels.assetTypes, r.type) },
      { title: 'Valor de aquisição', amount: true, cell: (r) => formatBRL(Number(r.acquisitionValue)) },
      { title: 'Valor atual', amount: true, cell: (r) => formatBRL(Number(r.currentValue)) },
      { title: 'Aquisição', cell: (r) => formatDate(String(r.acquisitionDate)) },
      { title: 'Endereço', cell: (r) => String(r.address ?? '') },
    ],
  },
  vehicles: {
    title: 'Importar veículos',
    list: '/vehicles',
    back: 'Voltar para Veículos',
    plural: 'veículos',
    preview: 'Como ficarão os veículos',
    noun: 'veículo',
    hint:
      'A primeira linha traz os nomes das colunas: Marca, Modelo, Ano, Placa, Cor, Preço de compra, Preço de venda e Data de compra (dd/mm/aaaa); RENAVAM, Chassi, Quilometragem e Observações se houver. Os veículos entram em estoque. Valores como R$\u00a01.234,56; CSV separado por ponto e vírgula ou vírgula, em UTF-8 ou Windows-1252.',
    columns: [
      { title: 'Veículo', cell: (r) => `${r.make} ${r.model}` },
      { title: 'Ano', cell: (r) => String(r.year) },
      { title: 'Placa', cell: (r) => String(r.licensePlate) },
      { title: 'Cor', cell: (r) => String(r.color) },
      { title: 'Compra', amount: true, cell: (r) => formatBRL(Number(r.purchasePrice)) },
      { title: 'Venda', amount: true, cell: (r) => formatBRL(Number(r.sellingPrice)) },
      { title: 'Data de compra', cell: (r) => formatDate(String(r.purchaseDate)) },
    ],
  },
  debts: {
    title: 'Importar dívidas',
    list: '/debts',
    back: 'Voltar para Dívidas',
    plural: 'dívidas',
    preview: 'Como ficarão as dívidas',
    noun: 'dívida',
    feminine: true,
    hint:
      'A primeira linha traz os nomes das colunas: Credor, Valor original e Vencimento (dd/mm/aaaa); CPF/CNPJ do credor, Descrição, Saldo atual, Juros (% a.m.), Situação (Ativo, Pago, Em Atraso), Categoria (Empréstimo, Financiamento, Conta a Pagar, Outros), Forma de pagamento, Parcelas, Parcela atual e Data do contrato se houver. Sem saldo atual, vale o valor original. Valores como R$\u00a01.234,56; CSV separado por ponto e vírgula ou vírgula, em UTF-8 ou Windows-1252.',
    columns: [
      { title: 'Credor', cell: (r) => String(r.creditorName) },
      { title: 'Valor original', amount: true, cell: (r) => formatBRL(Number(r.originalAmount)) },
      { title: 'Saldo atual', amount: true, cell: (r) => formatBRL(Number(r.currentAmount)) },
      { title: 'Juros a.m.', cell: (r) => percent(r.interestRate) },
      { title: 'Vencimento', cell: (r) => formatDate(String(r.dueDate)) },
      { title: 'Situação', cell: (r) => label(labels.debtStatuses, r.status) },
      { title: 'Categoria', cell: (r) => label(labels.debtCategories, r.category) },
      { title: 'Parcela', cell: (r) => `${r.currentInstallment}/${r.installments}` },
    ],
  },
  accounts: {
    title: 'Importar contas',
    list: '/accounts',
    back: 'Voltar para Contas',
    plural: 'contas',
    preview: 'Como ficarão as contas',
    noun: 'conta',
    feminine: true,
    hint:
      'A primeira linha traz os nomes das colunas: Nome, Tipo (Caixa, Conta corrente, Poupança ou Aplicação) e Data do saldo inicial (dd/mm/aaaa); Banco, Agência, Número da conta e Saldo inicial se houver — só a conta corrente pode abrir negativa. Valores como R$\u00a01.234,56; CSV separado por ponto e vírgula ou vírgula, em UTF-8 ou Windows-1252.',
    columns: [
      { title: 'Nome', cell: (r) => String(r.name) },
      { title: 'Tipo', cell: (r) => label(labels.accountKinds, r.kind) },
      { title: 'Banco', cell: (r) => [r.bankName, r.agency && `ag. ${r.agency}`, r.number].filter(Boolean).join(' · ') },
      { title: 'Saldo inicial', amount: true, cell: (r) => formatBRL(Number(r.openingBalance)) },
      { title: 'Data do saldo', cell: (r) => formatDate(String(r.openingDate)) },
    ],
  },
  indices: {
    title: 'Importar índices',
    list: '/indices',
    back: 'Voltar para Índices',
    plural: 'meses',
    preview: 'Como ficarão os meses',
    noun: 'mês',
    hint:
      'A primeira linha traz os nomes das colunas: Índice (IPCA, IGP-M, INCC, TR, CDI ou SELIC), Mês (mm/aaaa) e Variação (%), como 0,56. O valor importado substitui o que o mês tinha; desfazer a importação devolve o valor anterior. CSV separado por ponto e vírgula ou vírgula, em UTF-8 ou Windows-1252.',
    columns: [
      { title: 'Índice', cell: (r) => label(labels.indices, r.index) },
      { title: 'Mês', cell: (r) => monthText(r.month) },
      { title: 'Variação', amount: true, cell: (r) => percent(r.value) },
    ],
  },
}

/** Progress shows how far a long step has gone: the share sent when known (value, 0 to 1), a moving bar otherwise. */
function Progress({ label, value }: { label: string; value?: number }) {
  return (
    <div className="mt-3">
      <p role="status" className="text-sm text-slate-600">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value === undefined ? undefined : Math.round(value * 100)}
        className="mt-1 h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full bg-blue-600 transition-[width] ${value === undefined ? 'w-full animate-pulse' : ''}`}
          style={value === undefined ? undefined : { width: `${Math.round(value * 100)}%` }}
        />
      </div>
    </div>
  )
}

/**
 * ImportRoute brings assets, vehicles, debts, accounts or months of index series in from a spreadsheet: the file is read and every row checked as the kind's
 * form checks it, the columns each field reads can be changed, a preview shows the rows as they will be stored, and
 * 'Importar' creates them all at once — or none, while any row has an error. A finished import can be undone.
 */
export default function ImportRoute({ kind }: { kind: ImportKind }) {
  const screen = SCREENS[kind]
  const fields = IMPORT_FIELDS[kind]
  // rows counts this kind's records ('1 ativo', '3 ativos'); agreed adds a participle that agrees with them
  // ('1 dívida importada', '3 ativos removidos').
  const rows = (n: number) => counted(n, screen.noun, screen.plural)
  const agreed = (n: number, stem: 'importad' | 'removid') => `${rows(n)} ${stem}${screen.feminine ? 'a' : 'o'}${n === 1 ? '' : 's'}`
  const removed = (n: number) => agreed(n, 'removid')
  const toast = useToast()
  const fileInput = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [batch, setBatch] = useState<ImportBatch | null>(null)
  const [mapping, setMapping] = useState<Record<string, string>>({})
  const [readError, setReadError] = useState<string | null>(null)
  const [done, setDone] = useState<{ id: number; created: number } | null>(null)
  const [sent, setSent] = useState(0)
  const event = EVENTS[kind]
  const [otherSide, setOtherSide] = useState<OtherSideChoice>({ kind: '', reason: '' })
  const [otherSideError, setOtherSideError] = useState<{ kind?: string; reason?: string }>({})
  const read = useReadImport()
  const commit = useCommitImport()
  const undo = useUndoImport()
  const template = useDownloadTemplate()

  const readFile = (chosen: File | null, columns?: Record<string, string>) => {
    setReadError(null)
    setDone(null)
    const sideErrors = event ? otherSideErrors(otherSide) : {}
    setOtherSideError(sideErrors)
    if (!chosen) {
      setReadError('Escolha a planilha (CSV ou XLSX).')
      return
    }
    if (sideErrors.kind || sideErrors.reason) return
    setSent(0)
    const side = event ? { counterpart: otherSide.kind, counterpartReason: otherSide.kind === 'adjustment' ? otherSide.reason.trim() : undefined } : {}
    read.mutate(
      { kind, file: chosen, mapping: columns, ...side, onSent: setSent },
      {
        onSuccess: (b) => {
          setBatch(b)
          setMapping(b.mapping)
        },
        onError: (err) => {
          setBatch(null)
          setReadError(errorText(err, 'Erro ao ler a planilha.'))
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
        toast.success(`${agreed(r.created, 'importad')}.`)
      },
      onError: (err) => toast.error(errorText(err, 'Erro ao importar.')),
    })
  }
  const undoAll = () => {
    if (!done) return
    undo.mutate(done.id, {
      onSuccess: (r) => {
        setDone(null)
        toast.success(`Importação desfeita: ${removed(r.removed)}.`)
      },
      onError: (err) => toast.error(errorText(err, 'Erro ao desfazer a importação.')),
    })
  }

  return (
    <div className="mx-auto max-w-5xl">
      <BackLink to={screen.list}>{screen.back}</BackLink>
      <PageHeader title={screen.title} subtitle="De uma planilha CSV ou XLSX, como o escritório já a mantém" />

      <Panel id="import-file-title" title="Planilha" icon={FileSpreadsheet}>
        <p className="mt-2 text-sm text-slate-600">{screen.hint}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          {(['xlsx', 'csv'] as const).map((format) => (
            <button
              key={format}
              type="button"
              className={buttonClass.secondary}
              disabled={template.isPending}
              onClick={() => template.mutate({ kind, format }, { onError: (err) => toast.error(errorText(err, 'Erro ao baixar o modelo.')) })}
            >
              <Download aria-hidden className="h-4 w-4" /> Modelo {format.toUpperCase()}
            </button>
          ))}
        </div>
        <FilePicker
          id="import-file"
          label="Arquivo (CSV ou XLSX)"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          file={file}
          onFile={setFile}
          inputRef={fileInput}
        />
        {event && (
          <OtherSide
            event={event}
            value={otherSide}
            errors={otherSideError}
            onChange={(choice) => {
              setOtherSide(choice)
              setBatch(null) // the batch read holds the choice it was read with: read the sheet again
            }}
          />
        )}
        <BusyButton type="button" busy={read.isPending} busyText="Lendo..." className="mt-3" onClick={() => readFile(file)}>
          Ler planilha
        </BusyButton>
        {read.isPending && (
          <Progress
            label={sent < 1 ? `Enviando a planilha: ${Math.round(sent * 100)}%` : 'Lendo e conferindo cada linha...'}
            value={sent < 1 ? sent : undefined}
          />
        )}
        {readError && (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {readError}
          </p>
        )}
      </Panel>

      {done && (
        <section aria-live="polite" className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-4 sm:p-6">
          <p className="flex items-center gap-2 font-medium text-emerald-800">
            <CheckCircle2 aria-hidden className="h-5 w-5" /> {agreed(done.created, 'importad')}.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Link to={screen.list} className={buttonClass.primary}>
              Ver {screen.plural}
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
              {counted(batch.rows, 'linha', 'linhas')}: {formatCount(batch.valid)} sem erros{batch.errors.length > 0 ? `, ${batch.rows - batch.valid} com erros` : ''}. Confira de que
              coluna vem cada campo.
            </p>
            <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {fields.map((field) => (
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
              <ScrollRegion labelledBy="import-errors-title" className="mt-3 overflow-x-auto rounded">
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
                        <td className="py-2 pr-4">{e.column || fields.find((f) => f.key === e.field)?.label || e.field}</td>
                        <td className="py-2 text-red-700">{e.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            </Panel>
          )}

          <Panel id="import-preview-title" title={screen.preview} icon={FileSpreadsheet}>
            {batch.preview.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">Nenhuma linha sem erros.</p>
            ) : (
              <>
              <p className="mt-3 text-xs text-slate-500 sm:hidden">Deslize a tabela para o lado para ver todas as colunas.</p>
              <ScrollRegion labelledBy="import-preview-title" className="mt-3 overflow-x-auto rounded">
                <table className="min-w-full text-left text-sm">
                  <thead className="text-slate-500">
                    <tr>
                      <th className="py-2 pr-4 font-medium">Linha</th>
                      {screen.columns.map((c) => (
                        <th key={c.title} className={`py-2 pr-4 font-medium ${c.amount ? 'text-right' : ''}`}>
                          {c.title}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {(batch.preview as Row[]).map((r) => (
                      <tr key={r.row}>
                        <td className="py-2 pr-4 tabular-nums">{r.row}</td>
                        {screen.columns.map((c) => (
                          <td key={c.title} className={`py-2 pr-4 ${c.amount ? 'text-right tabular-nums whitespace-nowrap' : ''}`}>
                            {c.cell(r)}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
                {batch.valid > batch.preview.length && (
                  <p className="mt-2 text-sm text-slate-500">
                    As primeiras {batch.preview.length} de {formatCount(batch.valid)} linhas sem erros.
                  </p>
                )}
              </ScrollRegion>
              </>
            )}
            {commit.isPending && <Progress label={`Gravando ${rows(batch.valid)}, tudo ou nada...`} />}
            <div className="mt-4 flex justify-end">
              <BusyButton type="button" busy={commit.isPending} busyText="Importando..." disabled={batch.errors.length > 0 || batch.valid === 0} onClick={importAll}>
                Importar {rows(batch.valid)}
              </BusyButton>
            </div>
          </Panel>
        </>
      )}

      <PastImports kind={kind} removed={removed} onUndone={(id) => setDone((d) => (d?.id === id ? null : d))} />
    </div>
  )
}
