import { useState } from 'react'
import { CheckCircle2, Scale, TriangleAlert, Undo2 } from 'lucide-react'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { buttonClass } from '@/components/ui/FormField'
import { Panel } from '@/components/ui/Panel'
import { useToast } from '@/components/ui/Toast'
import { errorText } from '@/lib/api-client'
import { formatDate } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import type { Reconciliation } from '../api/types'
import { useUndoStatement } from '../api/undo-statement'
import { movementTitle } from '../lib/labels'
import { StatementLines, signedAmount } from './StatementLines'

/**
 * ReconciliationPanel sets an imported statement beside the account: the bank's closing balance, the product's on
 * that day and their difference — 'Conciliada até dd/mm/aaaa' when it is zero — with the lines the bank has that the
 * product does not (ignored) and the movements of the period the bank does not show ('Não encontrado no extrato');
 * 'Desfazer importação' for who may import.
 */
export function ReconciliationPanel({ reconciliation: r, canUndo }: { reconciliation: Reconciliation; canUndo: boolean }) {
  const toast = useToast()
  const undo = useUndoStatement()
  const [asking, setAsking] = useState(false)
  const st = r.statement
  const ignored = r.lines.filter((l) => l.status === 'ignored' || (l.status !== 'imported' && !l.movement))
  const undone = st.status === 'undone'
  return (
    <Panel id="reconciliation-title" title={`Conciliação: ${st.fileName}`} icon={Scale}>
      <p className="mt-1 text-sm text-slate-600">
        Período de {formatDate(st.start)} a {formatDate(st.end)} · {r.counts.matched} conciliada{r.counts.matched === 1 ? '' : 's'}, {r.counts.created} lançada
        {r.counts.created === 1 ? '' : 's'}, {r.counts.ignored} ignorada{r.counts.ignored === 1 ? '' : 's'}
      </p>
      {undone ? (
        <p className="mt-3 text-sm text-slate-600">Importação desfeita em {formatDate(st.undoneAt?.slice(0, 10))}: o que ela lançou foi removido.</p>
      ) : st.closing === null || st.balance === null ? (
        <p className="mt-3 text-sm text-slate-600">O extrato não trouxe o saldo final: informe-o ao importar um CSV para conciliar a conta.</p>
      ) : (
        <>
          <dl className="mt-4 grid gap-3 sm:grid-cols-3">
            <div role="group" aria-label="Saldo do banco" className="rounded-lg border border-slate-200 p-3">
              <dt className="text-xs text-slate-500">Saldo do banco em {formatDate(st.closingDate)}</dt>
              <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900">{formatBRL(st.closing)}</dd>
            </div>
            <div role="group" aria-label="Saldo no Patrimônio" className="rounded-lg border border-slate-200 p-3">
              <dt className="text-xs text-slate-500">Saldo no Patrimônio em {formatDate(st.closingDate)}</dt>
              <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900">{formatBRL(st.balance)}</dd>
            </div>
            <div role="group" aria-label="Diferença" className="rounded-lg border border-slate-200 p-3">
              <dt className="text-xs text-slate-500">Diferença (banco − Patrimônio)</dt>
              <dd className={`mt-1 text-lg font-semibold tabular-nums ${r.difference === 0 ? 'text-emerald-700' : 'text-red-700'}`}>{formatBRL(r.difference ?? 0)}</dd>
            </div>
          </dl>
          {st.reconciled ? (
            <p className="mt-3 flex items-center gap-2 text-sm font-medium text-emerald-800">
              <CheckCircle2 aria-hidden className="h-5 w-5" /> Conciliada até {formatDate(st.closingDate)}
            </p>
          ) : (
            <p className="mt-3 flex items-center gap-2 text-sm font-medium text-amber-800">
              <TriangleAlert aria-hidden className="h-5 w-5" /> A diferença vem das linhas abaixo.
            </p>
          )}
        </>
      )}
      {!undone && ignored.length > 0 && (
        <section aria-labelledby="ignored-title" className="mt-4">
          <h3 id="ignored-title" className="text-sm font-semibold text-slate-800">
            No extrato, sem lançamento no Patrimônio
          </h3>
          <StatementLines lines={ignored} label="Linhas do extrato sem lançamento" />
        </section>
      )}
      {!undone && r.missing.length > 0 && (
        <section aria-labelledby="missing-title" className="mt-4">
          <h3 id="missing-title" className="text-sm font-semibold text-slate-800">
            Não encontrado no extrato
          </h3>
          <ol aria-label="Lançamentos não encontrados no extrato" className="mt-2 divide-y divide-slate-100">
            {r.missing.map((m) => (
              <li key={m.id} className="flex flex-wrap items-start justify-between gap-x-4 py-2 text-sm">
                <span className="min-w-0 flex-1 break-words text-slate-800">
                  {movementTitle({ kind: m.kind, direction: m.amount < 0 ? 'out' : 'in', category: '', counterpart: null, sourceKind: m.sourceKind })}
                  {m.description ? ` · ${m.description}` : ''} <span className="text-xs text-slate-500">em {formatDate(m.date)}</span>
                </span>
                <span className="whitespace-nowrap font-semibold tabular-nums text-slate-900">{signedAmount(m.amount)}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
      {canUndo && !undone && (
        <button type="button" className={`${buttonClass.secondary} mt-4`} onClick={() => setAsking(true)}>
          <Undo2 aria-hidden className="h-4 w-4" /> Desfazer importação
        </button>
      )}
      <ConfirmDialog
        open={asking}
        title="Desfazer importação do extrato"
        message={`Os ${r.counts.created} lançamentos criados por esta importação serão removidos e as linhas do extrato poderão ser importadas de novo. Os lançamentos já existentes que foram conciliados continuam como estavam.`}
        confirmText="Desfazer"
        type="warning"
        processing={undo.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          undo.mutate(
            { accountId: st.accountId, id: st.id },
            {
              onSuccess: (res) => {
                setAsking(false)
                toast.success(`Importação desfeita: ${res.removed} lançamento${res.removed === 1 ? '' : 's'} removido${res.removed === 1 ? '' : 's'}.`)
              },
              onError: (err) => {
                setAsking(false)
                toast.error(errorText(err, 'Erro ao desfazer a importação.'))
              },
            },
          )
        }
      />
    </Panel>
  )
}
