import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from 'react-router'
import { KeyRound, Pencil, Trash2 } from 'lucide-react'
import { z } from 'zod'
import { DescriptionList } from '@/components/ui/DescriptionList'
import { DateField, InputField } from '@/components/ui/fields'
import { buttonClass } from '@/components/ui/FormField'
import { OPENS_FORM, Panel, PanelForm } from '@/components/ui/Panel'
import { useConfirmDelete } from '@/components/ui/use-confirm-delete'
import { DATE_INVALID, emptyOrISODate, formatDate, todayISO } from '@/lib/dates'
import { formatBRL, formatPercent } from '@/lib/money'
import { formatTaxId } from '@/lib/tax-id'
import { labels, messages } from '@/lib/vocabulary'
import { useAssetLeases, useDeleteLease, useEndLease, type Lease } from '../api/leases'
import { LeaseReadjustments } from './LeaseReadjustments'

/** termText is a lease's period: its term, and past it the indefinite time the law gives it. */
function termText(l: Lease) {
  const term = `${formatDate(l.startDate)} a ${formatDate(l.termEnd)} (${l.termMonths} meses)`
  return l.status === 'active' && l.termEnd < todayISO() ? `${term} · prorrogado por prazo indeterminado` : term
}

function guaranteeText(l: Lease) {
  const kind = labels.guarantees[l.guarantee]
  if (l.guarantee === 'guarantor') return `${kind}: ${l.guarantorName} (${formatTaxId(l.guarantorDocument)})`
  return l.guaranteeAmount > 0 ? `${kind} · ${formatBRL(l.guaranteeAmount)}` : kind
}

/** ActiveLease is the lease in force: who rents, for how much, until when, readjusted how, secured how. */
function ActiveLease({ lease: l }: { lease: Lease }) {
  const contact = [l.tenantEmail, l.tenantPhone].filter(Boolean).join(' · ')
  return (
    <DescriptionList
      className="mt-3"
      rows={[
        ['Locatário', l.tenantDocument ? `${l.tenantName} · ${formatTaxId(l.tenantDocument)}` : l.tenantName],
        ...(contact ? [['Contato', contact] as const] : []),
        ['Aluguel', `${formatBRL(l.currentRent)} · vence todo dia ${l.dueDay}${l.currentRent !== l.rent ? ` (no contrato: ${formatBRL(l.rent)})` : ''}`],
        ...(l.nextBill
          ? [
              [
                'Próximo aluguel',
                `${formatBRL(l.nextBill.amount)} de ${formatDate(l.nextBill.periodStart)} a ${formatDate(l.nextBill.periodEnd)}, vence em ${formatDate(l.nextBill.dueDate)}`,
              ] as const,
            ]
          : []),
        ['Vigência', termText(l)],
        ['Reajuste', l.index === 'none' ? labels.leaseIndexes.none : `${labels.leaseIndexes[l.index]} a cada ${l.readjustMonths} meses`],
        ['Garantia', guaranteeText(l)],
        ['Encargos por atraso', `Multa de ${formatPercent(l.lateFine)} e juros de ${formatPercent(l.lateInterest)} ao mês`],
        ...(l.notes ? [['Observações', l.notes] as const] : []),
      ]}
    />
  )
}

const endSchema = z.object({
  date: z.string().min(1, messages.leases.endDate).refine(emptyOrISODate, DATE_INVALID),
  reason: z.string().max(500, messages.leases.endReason),
})

/** EndLeaseForm ends the lease on a day, with why: the property is free again. */
function EndLeaseForm({ lease, onDone }: { lease: Lease; onDone: () => void }) {
  const end = useEndLease()
  const form = useForm<z.infer<typeof endSchema>>({ resolver: zodResolver(endSchema), defaultValues: { date: todayISO(), reason: '' } })
  const { errors } = form.formState
  return (
    <PanelForm
      label="Encerrar contrato"
      form={form}
      act={(v) => end.mutateAsync({ id: lease.id, date: v.date, reason: v.reason.trim() })}
      done="Contrato encerrado: o imóvel está livre."
      failure="Erro ao encerrar o contrato"
      onDone={onDone}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField label="Data do encerramento" error={errors.date?.message} control={form.control} name="date" id="lease-end-date" />
        <InputField label="Motivo (opcional)" placeholder="Ex.: fim do prazo, mudança do locatário" error={errors.reason?.message} registration={form.register('reason')} />
      </div>
    </PanelForm>
  )
}

/**
 * AssetLeases is the 'Locação' section of an asset: the lease in force — with 'Editar contrato', 'Encerrar contrato'
 * and, for an administrator, 'Excluir' — or 'Novo contrato de locação', then the leases that ended.
 */
export function AssetLeases({
  assetId,
  rentable,
  can,
}: {
  assetId: number
  rentable: boolean
  can: { create: boolean; update: boolean; delete: boolean }
}) {
  const { data: leases = [], isPending } = useAssetLeases(assetId)
  const [ending, setEnding] = useState(false)
  const remove = useConfirmDelete<Lease>({
    mutation: useDeleteLease(),
    title: 'Excluir contrato',
    message: (l) => `Tem certeza que deseja excluir o contrato de ${l.tenantName}? Use Encerrar contrato quando a locação terminou; excluir é para um contrato registrado por engano.`,
    success: 'Contrato excluído com sucesso!',
    failure: 'Erro ao excluir o contrato',
  })
  const active = leases.find((l) => l.status === 'active')
  const ended = leases.filter((l) => l.status === 'ended')
  const action = active
    ? can.update &&
      !ending && (
        <div className="flex flex-wrap gap-2">
          <Link to={`/assets/${assetId}/leases/${active.id}/edit`} className={buttonClass.secondary}>
            <Pencil aria-hidden className="h-4 w-4" /> Editar contrato
          </Link>
          <button type="button" className={buttonClass.secondary} onClick={() => setEnding(true)} {...OPENS_FORM}>
            Encerrar contrato
          </button>
        </div>
      )
    : can.create &&
      rentable && (
        <Link to={`/assets/${assetId}/leases/new`} className={buttonClass.primary}>
          Novo contrato de locação
        </Link>
      )
  return (
    <Panel id="leases-title" title="Locação" icon={KeyRound} action={action}>
      {isPending ? null : active ? (
        <>
          {ending && <EndLeaseForm lease={active} onDone={() => setEnding(false)} />}
          <ActiveLease lease={active} />
          {active.index !== 'none' && <LeaseReadjustments lease={active} canApply={can.update} canUndo={can.delete} />}
          {can.delete && (
            <button type="button" className="mt-2 inline-flex items-center gap-1.5 text-sm font-medium text-red-700 hover:text-red-800" onClick={() => remove.ask(active)}>
              <Trash2 aria-hidden className="h-4 w-4" /> Excluir contrato
            </button>
          )}
        </>
      ) : (
        <p className="mt-3 text-sm text-slate-500">Nenhum contrato de locação ativo.</p>
      )}
      {ended.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-semibold text-slate-700">Contratos encerrados</h3>
          <ul className="mt-2 divide-y divide-slate-100 text-sm" aria-label="Contratos encerrados">
            {ended.map((l) => (
              <li key={l.id} data-testid="ended-lease" className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                <span className="text-slate-900">
                  {l.tenantName} · {formatDate(l.startDate)} a {formatDate(l.endedOn)}
                  {l.endReason && <span className="text-slate-500"> · {l.endReason}</span>}
                </span>
                <span className="flex items-center gap-3">
                  <span className="tabular-nums text-slate-700">{formatBRL(l.rent)}</span>
                  {can.delete && (
                    <button type="button" aria-label={`Excluir contrato de ${l.tenantName}`} className="text-red-700 hover:text-red-800" onClick={() => remove.ask(l)}>
                      <Trash2 aria-hidden className="h-4 w-4" />
                    </button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {remove.dialog}
    </Panel>
  )
}
