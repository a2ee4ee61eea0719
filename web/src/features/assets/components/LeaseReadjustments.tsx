import { Link } from 'react-router'
import { TrendingUp } from 'lucide-react'
import { buttonClass } from '@/components/ui/FormField'
import { useConfirmDelete } from '@/components/ui/use-confirm-delete'
import { useToast } from '@/components/ui/Toast'
import { ApiError } from '@/lib/api-client'
import { formatDate } from '@/lib/dates'
import { formatBRL, formatPercent } from '@/lib/money'
import { labels } from '@/lib/vocabulary'
import { useApplyReadjustment, useNextReadjustment, useReadjustments, useUndoReadjustment, type Lease, type LeaseReadjustment } from '../api/leases'

/** monthText writes YYYY-MM as MM/AAAA. */
const monthText = (m: string) => `${m.slice(5)}/${m.slice(0, 4)}`

/** missingText names the months an index lacks: each of a few, or how many from the first to the last. */
function missingText(index: string, missing: string[]) {
  if (missing.length === 1) return `Falta o ${index} de ${monthText(missing[0])}`
  if (missing.length <= 3) return `Faltam o ${index} de ${missing.slice(0, -1).map(monthText).join(', ')} e ${monthText(missing[missing.length - 1])}`
  return `Faltam ${missing.length} meses do ${index}, de ${monthText(missing[0])} a ${monthText(missing[missing.length - 1])}`
}

/**
 * LeaseReadjustments is the readjustment of a lease by its index: the next one — its anniversary, the months of the
 * index it takes, and either the accumulation and the new rent with 'Aplicar reajuste', or the months still missing
 * with where to type them — and the ones applied, the last of which an administrator may undo.
 */
export function LeaseReadjustments({ lease, canApply, canUndo }: { lease: Lease; canApply: boolean; canUndo: boolean }) {
  const { data: next } = useNextReadjustment(lease.id)
  const { data: applied = [] } = useReadjustments(lease.id)
  const apply = useApplyReadjustment()
  const toast = useToast()
  const undo = useConfirmDelete<LeaseReadjustment>({
    mutation: useUndoReadjustment(lease.id),
    title: 'Desfazer reajuste',
    message: (r) => `Desfazer o reajuste de ${formatDate(r.effectiveDate)}? O aluguel volta a ${formatBRL(r.rentBefore)}.`,
    success: 'Reajuste desfeito.',
    failure: 'Erro ao desfazer o reajuste',
    confirmText: 'Desfazer',
  })
  const index = labels.leaseIndexes[lease.index]
  const applyNext = (effectiveDate: string) =>
    apply.mutate(
      { leaseId: lease.id, effectiveDate },
      {
        onSuccess: (r) => toast.success(`Reajuste aplicado: aluguel de ${formatBRL(r.rentAfter)} a partir de ${formatDate(r.effectiveDate)}.`),
        onError: (err) => toast.error('Erro ao aplicar o reajuste', err instanceof ApiError ? err.serverMessage : undefined),
      },
    )
  return (
    <section aria-labelledby="readjustments-title" className="mt-4 rounded-lg border border-slate-200 p-4">
      <h3 id="readjustments-title" className="flex items-center gap-2 font-medium text-slate-900">
        <TrendingUp aria-hidden className="h-4 w-4 text-slate-500" /> Reajuste pelo {index}
      </h3>
      {next && (
        <div className="mt-2 text-sm text-slate-700" data-testid="next-readjustment">
          <p>
            Próximo reajuste em <strong>{formatDate(next.effectiveDate)}</strong>: {index} de {monthText(next.firstMonth)} a {monthText(next.lastMonth)}.
          </p>
          {next.ready && next.accumulated !== null && next.rentAfter !== null ? (
            <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
              <p>
                Acumulado {formatPercent(next.accumulated)}: {formatBRL(next.rentBefore)} → <strong>{formatBRL(next.rentAfter)}</strong>
              </p>
              {canApply && (
                <button type="button" className={buttonClass.primary} disabled={apply.isPending} onClick={() => applyNext(next.effectiveDate)}>
                  {apply.isPending ? 'Aplicando...' : 'Aplicar reajuste'}
                </button>
              )}
            </div>
          ) : (
            <p className="mt-2 text-amber-800">
              {missingText(index, next.missing)}: o reajuste espera.{' '}
              <Link to={`/indices/${lease.index}`} className="font-medium underline underline-offset-2">
                Cadastrar em Índices
              </Link>
            </p>
          )}
        </div>
      )}
      {applied.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100 border-t border-slate-100 text-sm" aria-label="Reajustes aplicados">
          {applied.map((r, i) => (
            <li key={r.id} data-testid="readjustment" className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
              <span className="text-slate-700">
                {formatDate(r.effectiveDate)} · {index} {monthText(r.firstMonth)} a {monthText(r.lastMonth)} · {formatPercent(r.accumulated)}
              </span>
              <span className="flex items-center gap-3 tabular-nums text-slate-900">
                {formatBRL(r.rentBefore)} → {formatBRL(r.rentAfter)}
                {canUndo && i === applied.length - 1 && (
                  <button type="button" className="text-sm font-medium text-red-700 hover:text-red-800" onClick={() => undo.ask(r)}>
                    Desfazer
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {undo.dialog}
    </section>
  )
}
