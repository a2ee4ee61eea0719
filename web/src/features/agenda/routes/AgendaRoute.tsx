import { useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { CalendarCheck, ChevronLeft, ChevronRight } from 'lucide-react'
import { z } from 'zod'
import { AccountField } from '@/components/ui/AccountField'
import { DateField, MoneyField } from '@/components/ui/fields'
import { buttonClass } from '@/components/ui/FormField'
import { LoadError } from '@/components/ui/LoadError'
import { PageHeader } from '@/components/ui/PageHeader'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { OPENS_FORM, PanelForm } from '@/components/ui/Panel'
import { useConfirmDelete } from '@/components/ui/use-confirm-delete'
import { NO_ACCOUNT, accountIdOf, pastDay } from '@/lib/account-options'
import { useSession } from '@/lib/auth'
import { formatDate, todayISO } from '@/lib/dates'
import { DUE_KIND_LABEL, dueAmount, duePath, installmentText } from '@/lib/due-items'
import { formatBRL, sumMoney, toCents } from '@/lib/money'
import { hasPermission } from '@/lib/permissions'
import { messages } from '@/lib/vocabulary'
import { PAYABLE, useObligations, usePayObligation, useUndoPayment, type Obligation } from '../api/obligations'
import { VehicleTaxRules } from '../components/VehicleTaxRules'
import { mostPaid } from '../lib/iptu'
import { monthLabel, monthOf, monthRange, shiftMonth } from '../lib/month'

/** capitalized writes a label's first letter in capitals: 'março de 2026' → 'Março de 2026'. */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const STATUS: Record<string, [string, string]> = {
  open: ['Em aberto', 'bg-slate-100 text-slate-700'],
  overdue: ['Vencido', 'bg-red-50 text-red-700'],
  paid: ['Pago', 'bg-emerald-50 text-emerald-700'],
}

/**
 * AgendaRoute is /agenda, the obligations calendar of a month (?month=YYYY-MM, this month by default): what falls due
 * each day — debts' installments, receivables' installments, the properties' IPTU and the vehicles' IPVA and
 * licenciamento — with its status, the month's totals to pay and to receive, and, for an IPTU installment, an IPVA or
 * a licenciamento, 'Marcar como pago' (assets.update) and 'Desfazer pagamento' (assets.delete). A debt or a receivable
 * is paid on its own screen, which each line links to. Below, the states' tables of the vehicles' due dates.
 */
export default function AgendaRoute() {
  const [params, setParams] = useSearchParams()
  const month = monthOf(params.get('month'), todayISO())
  const [from, to] = monthRange(month)
  const { data: items = [], isPending, error, refetch, isRefetching } = useObligations(from, to)
  const { user } = useSession()
  const canPay = hasPermission(user?.role, 'assets.update')
  const canUndo = hasPermission(user?.role, 'assets.delete')
  const canEditRules = hasPermission(user?.role, 'settings.update')
  const [paying, setPaying] = useState<string | null>(null)
  const undo = useConfirmDelete<{ id: number; amount: number; date: string }>({
    mutation: useUndoPayment(),
    title: 'Desfazer Pagamento',
    message: (p) => `Desfazer o pagamento de ${formatBRL(p.amount)} vencido em ${formatDate(p.date)}? O valor volta à conta e a parcela fica em aberto.`,
    success: 'Pagamento desfeito com sucesso!',
    failure: 'Erro ao desfazer pagamento',
  })
  const go = (n: number) => setParams({ month: shiftMonth(month, n) })
  const open = items.filter((i) => i.status !== 'paid')
  const toPay = sumMoney(open.filter((i) => i.kind !== 'receivable').map((i) => i.amount))
  const toReceive = sumMoney(open.filter((i) => i.kind === 'receivable').map((i) => i.amount))
  const days = [...new Set(items.map((i) => i.dueDate))]
  const keyOf = (i: Obligation) => `${i.kind}-${i.recordId}-${i.dueDate}-${i.installment}`

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title="Agenda"
        subtitle="Vencimentos do mês: parcelas de dívidas, recebimentos, IPTU, IPVA e licenciamento"
        actions={
          <div className="flex items-center gap-2" role="group" aria-label="Mês">
            <button type="button" className={buttonClass.secondary} onClick={() => go(-1)} aria-label="Mês anterior">
              <ChevronLeft aria-hidden className="h-4 w-4" />
            </button>
            <h2 className="min-w-40 text-center font-semibold text-slate-900">{capitalized(monthLabel(month))}</h2>
            <button type="button" className={buttonClass.secondary} onClick={() => go(1)} aria-label="Próximo mês">
              <ChevronRight aria-hidden className="h-4 w-4" />
            </button>
          </div>
        }
      />
      {error ? (
        <LoadError message="Erro ao carregar a agenda. Por favor, tente novamente." onRetry={() => refetch()} retrying={isRefetching} />
      ) : isPending ? (
        <PageSpinner />
      ) : (
        <>
          <dl className="mb-6 grid gap-4 sm:grid-cols-2">
            <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <dt className="text-sm text-slate-600">A pagar no mês (em aberto)</dt>
              <dd className="text-xl font-bold tabular-nums text-red-700">{formatBRL(toPay)}</dd>
            </div>
            <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <dt className="text-sm text-slate-600">A receber no mês (em aberto)</dt>
              <dd className="text-xl font-bold tabular-nums text-emerald-700">{formatBRL(toReceive)}</dd>
            </div>
          </dl>
          {items.length === 0 ? (
            <div className="flex flex-col items-center rounded-xl border border-slate-200 bg-white py-12 text-center text-slate-500">
              <CalendarCheck aria-hidden className="h-10 w-10 text-slate-300" />
              <p className="mt-2">Nenhum vencimento em {monthLabel(month)}.</p>
            </div>
          ) : (
            <div className="space-y-4">
              {days.map((day) => (
                <section key={day} aria-label={formatDate(day)} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
                  <h3 className="mb-2 font-semibold text-slate-900">{formatDate(day)}</h3>
                  <ul className="divide-y divide-slate-100">
                    {items
                      .filter((i) => i.dueDate === day)
                      .map((i) => {
                        const [label, tone] = STATUS[i.status]
                        const key = keyOf(i)
                        return (
                          <li key={key} data-testid="obligation" className="py-3 text-sm">
                            <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1">
                              <span className="min-w-0">
                                <span className="mr-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">{DUE_KIND_LABEL[i.kind]}</span>
                                <Link to={duePath({ kind: i.kind, id: i.recordId })} className="font-medium text-slate-900 underline-offset-2 hover:underline">
                                  {i.description}
                                </Link>
                                <span className="text-slate-500"> · {installmentText(i)}</span>
                              </span>
                              <span className={`font-semibold tabular-nums ${i.kind === 'receivable' ? 'text-emerald-700' : 'text-slate-900'}`}>
                                {dueAmount(i.amount)}
                              </span>
                              <span className="flex flex-wrap gap-2">
                                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{label}</span>
                                {PAYABLE.includes(i.kind) && i.status !== 'paid' && canPay && paying !== key && (
                                  <button
                                    type="button"
                                    className="text-xs font-medium text-primary-700 underline-offset-2 hover:underline"
                                    onClick={() => setPaying(key)}
                                    {...OPENS_FORM}
                                  >
                                    Marcar como pago
                                  </button>
                                )}
                                {PAYABLE.includes(i.kind) && i.paymentId > 0 && canUndo && (
                                  <button
                                    type="button"
                                    className="text-xs font-medium text-red-700 underline-offset-2 hover:underline"
                                    aria-label={`Desfazer pagamento de ${i.description}`}
                                    onClick={() => undo.ask({ id: i.paymentId, amount: i.amount, date: i.dueDate })}
                                  >
                                    Desfazer pagamento
                                  </button>
                                )}
                              </span>
                            </div>
                            {paying === key && <PayForm item={i} onDone={() => setPaying(null)} />}
                          </li>
                        )
                      })}
                  </ul>
                </section>
              ))}
            </div>
          )}
        </>
      )}
      <VehicleTaxRules canEdit={canEditRules} />
      {undo.dialog}
    </div>
  )
}

const paySchema = z.object({
  date: pastDay(messages.accounts.date),
  amount: z.number().gt(0, messages.accounts.amount),
  accountId: z.string().refine((v) => v !== NO_ACCOUNT && v !== '', messages.vehicles.costAccount),
})

/** paySchemaFor an IPTU installment also bounds the amount by the installment with its most charges. */
function paySchemaFor(item: Obligation) {
  if (item.kind !== 'iptu') return paySchema
  return paySchema.refine((v) => toCents(v.amount) <= toCents(mostPaid(item.amount, item.dueDate, v.date)), {
    message: messages.assets.iptuPaymentAboveDue,
    path: ['amount'],
  })
}

/** PayForm pays an IPTU installment, an IPVA or a licenciamento: the day, the amount (the one kept) and the account it left. */
function PayForm({ item, onDone }: { item: Obligation; onDone: () => void }) {
  const pay = usePayObligation()
  const form = useForm<z.infer<typeof paySchema>>({
    resolver: zodResolver(paySchemaFor(item)),
    defaultValues: { date: todayISO(), amount: item.amount, accountId: NO_ACCOUNT },
  })
  const { control, register } = form
  const { errors } = form.formState
  return (
    <PanelForm
      label="Registrar pagamento"
      form={form}
      act={(v) => pay.mutateAsync({ kind: item.kind, recordId: item.recordId, dueDate: item.dueDate, date: v.date, amount: v.amount, accountId: accountIdOf(v.accountId) })}
      done="Pagamento registrado com sucesso!"
      failure="Erro ao registrar pagamento"
      onDone={onDone}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <DateField label="Data do pagamento" error={errors.date?.message} control={control} name="date" id="obligation-date" />
        <MoneyField label="Valor pago" error={errors.amount?.message} control={control} name="amount" />
        <AccountField label="Pago com a conta" error={errors.accountId?.message} registration={register('accountId')} />
      </div>
    </PanelForm>
  )
}
