import { useRef, useState } from 'react'
import { useParams } from 'react-router'
import { FileText, History, ListChecks } from 'lucide-react'
import { BackLink } from '@/components/ui/BackLink'
import { Badge } from '@/components/ui/Badge'
import { FilePicker } from '@/components/ui/FilePicker'
import { BusyButton, FormField, buttonClass, inputClass } from '@/components/ui/FormField'
import { MoneyInput } from '@/components/ui/MoneyInput'
import { PageHeader } from '@/components/ui/PageHeader'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { Panel } from '@/components/ui/Panel'
import { useToast } from '@/components/ui/Toast'
import { ApiError, errorText } from '@/lib/api-client'
import { useSession } from '@/lib/auth'
import { formatDate } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import { hasPermission } from '@/lib/permissions'
import { useCommitStatement } from '../api/commit-statement'
import { useAccount } from '../api/get-account'
import { MAX_PAGE_SIZE, useAccounts } from '../api/get-accounts'
import { useOpenDebts, useOpenReceivables } from '../api/get-open-records'
import { useBankStatements, useReconciliation } from '../api/get-statements'
import { useReadStatement, type CsvColumns } from '../api/read-statement'
import type { LineChoice, StatementRead } from '../api/types'
import { AccountLoadError } from '../components/AccountLoadError'
import { ReconciliationPanel } from '../components/ReconciliationPanel'
import { ChoiceSelect, StatementLines, choiceOf, choiceValue, type ChoiceValue } from '../components/StatementLines'

/** NEW_SHOWN bounds the new lines listed one by one: the rest take the choice 'for every other new line'. */
const NEW_SHOWN = 300

const COLUMN_FIELDS: [keyof CsvColumns, string][] = [
  ['date', 'Data'],
  ['description', 'Descrição'],
  ['amount', 'Valor (com sinal)'],
  ['credit', 'Crédito'],
  ['debit', 'Débito'],
]

/**
 * ReconcileRoute is an account's 'Conciliação bancária': a statement the bank gave (OFX, or CSV with its columns
 * confirmed) is read into a preview — each line matched to a movement already recorded, already imported, or new —;
 * every new line is classified (a receita or despesa, a transfer, a sale's receipt, a debt's payment, or ignored),
 * remembered choices come suggested,
 * and 'Importar extrato' saves it all at once; the reconciliation then sets the bank's balance beside the account's.
 * Earlier statements are listed, each with its reconciliation and its undo.
 */
export default function ReconcileRoute() {
  const accountId = Number(useParams().id)
  const { user: me } = useSession()
  const toast = useToast()
  const { data: account, isLoading, error } = useAccount(accountId)
  const statements = useBankStatements(accountId)
  const others = useAccounts(1, MAX_PAGE_SIZE)
  const openDebts = useOpenDebts()
  const openReceivables = useOpenReceivables()
  const read = useReadStatement()
  const commit = useCommitStatement()
  const fileInput = useRef<HTMLInputElement>(null)
  const [file, setFile] = useState<File | null>(null)
  const [closing, setClosing] = useState(0)
  const [answer, setAnswer] = useState<StatementRead | null>(null)
  const [columns, setColumns] = useState<CsvColumns | null>(null)
  const [readError, setReadError] = useState<string | null>(null)
  const [choices, setChoices] = useState<Record<number, ChoiceValue>>({})
  const [rest, setRest] = useState<ChoiceValue>('')
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({})
  const [shown, setShown] = useState(0)

  const latest = statements.data?.[0]
  const showing = shown || latest?.id || 0
  const reconciliation = useReconciliation(accountId, showing)

  if (isLoading) return <PageSpinner />
  if (!account) return <AccountLoadError error={error} />
  const canImport = hasPermission(me?.role, 'accounts.update')
  const otherAccounts = (others.data?.data ?? []).filter((a) => a.id !== accountId)
  const debts = (openDebts.data ?? []).map((d) => ({ id: d.id, name: `${d.creditorName} · saldo ${formatBRL(d.currentAmount)}` }))
  const receivables = (openReceivables.data ?? []).map((r) => ({ id: r.id, name: `${r.description} · a receber ${formatBRL(r.balance)}` }))
  const preview = answer?.preview ?? null
  const newLines = preview?.lines.filter((l) => l.status === 'new') ?? []
  const isCsv = file !== null && !/\.ofx$/i.test(file.name)

  const readFile = (cols?: CsvColumns) => {
    setReadError(null)
    setLineErrors({})
    if (!file) {
      setReadError('Escolha o arquivo do extrato (OFX ou CSV).')
      return
    }
    read.mutate(
      { accountId, file, columns: cols, closingBalance: isCsv && closing !== 0 ? closing : undefined },
      {
        onSuccess: (a) => {
          setAnswer(a)
          setColumns(a.mapping ? { ...a.mapping } : null)
          const suggested: Record<number, ChoiceValue> = {}
          for (const l of a.preview?.lines ?? []) if (l.suggestion) suggested[l.index] = choiceValue(l.suggestion)
          setChoices(suggested)
          setRest('')
        },
        onError: (err) => {
          setAnswer(null)
          setReadError(errorText(err, 'Erro ao ler o extrato.'))
        },
      },
    )
  }

  const importAll = () => {
    if (!preview) return
    const chosen: LineChoice[] = []
    for (const l of newLines) {
      const c = choiceOf(l.index, choices[l.index] ?? rest)
      if (c) chosen.push(c)
    }
    commit.mutate(
      { accountId, id: preview.statement.id, choices: chosen },
      {
        onSuccess: (r) => {
          setAnswer(null)
          setLineErrors({})
          setFile(null)
          if (fileInput.current) fileInput.current.value = ''
          setShown(r.statement.id)
          toast.success(`Extrato importado: ${r.counts.matched} conciliada${r.counts.matched === 1 ? '' : 's'}, ${r.counts.created} lançada${r.counts.created === 1 ? '' : 's'}.`)
        },
        onError: (err) => {
          setLineErrors(err instanceof ApiError ? (err.fields ?? {}) : {})
          toast.error(errorText(err, 'Erro ao importar o extrato.'))
        },
      },
    )
  }

  const choose = (l: { index: number; amount: number }) => {
    const id = `line-${l.index}`
    const err = lineErrors[`lines.${l.index}`]
    return (
      <>
        <ChoiceSelect
          id={id}
          label={`Classificação da linha ${l.index + 1}`}
          amount={l.amount}
          value={choices[l.index] ?? ''}
          accounts={otherAccounts}
          debts={debts}
          receivables={receivables}
          error={err}
          onChange={(v) => setChoices((c) => ({ ...c, [l.index]: v }))}
        />
        {err && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {err}
          </p>
        )}
      </>
    )
  }

  return (
    <div className="mx-auto max-w-4xl">
      <BackLink to={`/accounts/${accountId}`}>Voltar para a conta</BackLink>
      <PageHeader
        title="Conciliação bancária"
        subtitle={`${account.name}${account.reconciledUntil ? ` · Conciliada até ${formatDate(account.reconciledUntil)}` : ' · Ainda não conciliada'}`}
      />

      {canImport && (
        <Panel id="statement-file-title" title="Extrato do banco" icon={FileText}>
          <p className="mt-2 text-sm text-slate-600">
            Baixe o extrato no site ou aplicativo do banco em OFX (Money/Quicken) ou CSV. Nada é gravado antes de você conferir cada linha e
            confirmar a importação; uma linha já importada por outro extrato não entra de novo.
          </p>
          <FilePicker id="statement-file" label="Arquivo (OFX ou CSV)" accept=".ofx,.csv,.txt,text/csv,application/x-ofx" file={file} onFile={setFile} inputRef={fileInput} />
          {isCsv && (
            <FormField label="Saldo final do extrato (opcional)" htmlFor="statement-closing" hint="O saldo que o banco mostra no último dia do extrato: com ele, a conta é conciliada." className="mt-4 sm:max-w-xs">
              <MoneyInput id="statement-closing" value={closing} onChange={setClosing} />
            </FormField>
          )}
          <BusyButton type="button" busy={read.isPending} busyText="Lendo..." className="mt-4" onClick={() => readFile()}>
            Ler extrato
          </BusyButton>
          {readError && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {readError}
            </p>
          )}
        </Panel>
      )}

      {answer && columns && (
        <Panel id="statement-columns-title" title="Colunas do CSV" icon={ListChecks}>
          {answer.missing && (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {answer.missing}
            </p>
          )}
          <p className="mt-2 text-sm text-slate-600">Confira de que coluna vem cada campo: um valor com sinal, ou colunas separadas de crédito e débito.</p>
          <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {COLUMN_FIELDS.map(([key, name]) => (
              <FormField key={key} label={name} htmlFor={`column-${key}`}>
                <select
                  id={`column-${key}`}
                  value={columns[key] ?? ''}
                  onChange={(e) => setColumns((c) => (c ? { ...c, [key]: e.target.value } : c))}
                  className={inputClass}
                >
                  <option value="">— nenhuma —</option>
                  {answer.columns.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
              </FormField>
            ))}
          </div>
          <button type="button" className={`${buttonClass.secondary} mt-3`} disabled={read.isPending} onClick={() => readFile(columns)}>
            Ler de novo com estas colunas
          </button>
        </Panel>
      )}

      {preview && (
        <Panel id="statement-preview-title" title="Linhas do extrato" icon={ListChecks}>
          <p className="mt-2 text-sm text-slate-600">
            {preview.lines.length} linha{preview.lines.length === 1 ? '' : 's'} de {formatDate(preview.statement.start)} a {formatDate(preview.statement.end)}:{' '}
            {preview.counts.matched} conciliada{preview.counts.matched === 1 ? '' : 's'} com lançamentos já registrados, {preview.counts.new} nova
            {preview.counts.new === 1 ? '' : 's'}, {preview.counts.imported} já importada{preview.counts.imported === 1 ? '' : 's'}.
            {preview.statement.closing !== null && ` Saldo do banco em ${formatDate(preview.statement.closingDate)}: ${formatBRL(preview.statement.closing)}.`}
          </p>
          {newLines.length > 0 && (
            <section aria-labelledby="new-lines-title" className="mt-4">
              <h3 id="new-lines-title" className="text-sm font-semibold text-slate-800">
                Novas: classifique cada uma
              </h3>
              <StatementLines lines={newLines.slice(0, NEW_SHOWN)} label="Linhas novas" choose={choose} />
              {newLines.length > NEW_SHOWN && (
                <p className="mt-2 text-sm text-slate-600">E mais {newLines.length - NEW_SHOWN} linhas novas, que recebem a escolha abaixo.</p>
              )}
              {newLines.length > 1 && (
                <FormField label="Para as linhas novas sem escolha" htmlFor="rest-choice" className="mt-3 sm:max-w-sm">
                  <select id="rest-choice" value={rest} onChange={(e) => setRest(e.target.value)} className={`${inputClass} text-sm`}>
                    <option value="">— escolha em cada linha —</option>
                    <option value="ignore">Ignorar</option>
                  </select>
                </FormField>
              )}
            </section>
          )}
          {preview.counts.matched + preview.counts.imported > 0 && (
            <section aria-labelledby="known-lines-title" className="mt-4">
              <h3 id="known-lines-title" className="text-sm font-semibold text-slate-800">
                Já no Patrimônio
              </h3>
              <StatementLines lines={preview.lines.filter((l) => l.status !== 'new').slice(0, NEW_SHOWN)} label="Linhas já no Patrimônio" />
            </section>
          )}
          <BusyButton type="button" busy={commit.isPending} busyText="Importando..." className="mt-4" onClick={importAll}>
            Importar extrato
          </BusyButton>
        </Panel>
      )}

      {reconciliation.data && <ReconciliationPanel reconciliation={reconciliation.data} canUndo={canImport} />}

      {(statements.data?.length ?? 0) > 0 && (
        <Panel id="past-statements-title" title="Extratos importados" icon={History}>
          <ul className="mt-2 divide-y divide-slate-100">
            {statements.data?.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
                <span className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                  <span className="block break-words font-medium text-slate-900">{s.fileName}</span>
                  <span className="text-xs text-slate-500">
                    {formatDate(s.start)} a {formatDate(s.end)} · {s.lines} linha{s.lines === 1 ? '' : 's'}
                  </span>
                </span>
                {s.status === 'undone' ? (
                  <Badge tone="bg-slate-100 text-slate-700">Desfeito</Badge>
                ) : s.reconciled ? (
                  <Badge tone="bg-emerald-100 text-emerald-800">Conciliado</Badge>
                ) : (
                  <Badge tone="bg-amber-100 text-amber-900">Com diferença</Badge>
                )}
                <button type="button" className={buttonClass.secondary} aria-pressed={s.id === showing} onClick={() => setShown(s.id)}>
                  Ver conciliação
                </button>
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </div>
  )
}
