import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Plus, Trash2, Wallet } from 'lucide-react'
import { AccountField } from '@/components/ui/AccountField'
import { DateField, FormActions, MoneyField, SelectField } from '@/components/ui/fields'
import { buttonClass } from '@/components/ui/FormField'
import { Panel } from '@/components/ui/Panel'
import { useActionSubmit } from '@/components/ui/use-action-submit'
import { useConfirmDelete } from '@/components/ui/use-confirm-delete'
import { NO_ACCOUNT, accountIdOf, useAccountOptions } from '@/lib/account-options'
import { formatDate, todayISO } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import type { ScheduledInstallment } from '../api/get-schedule'
import { useAddDebtPayment, useDebtPayments, useDeleteDebtPayment, type DebtPayment } from '../api/debt-payments'
import { PREPAYMENT_LABELS, PREPAYMENT_OPTIONS } from '../lib/labels'
import { paymentSchema, type PaymentFormValues } from '../lib/schemas'

const BLANK: PaymentFormValues = { date: todayISO(), principal: 0, interest: 0, accountId: NO_ACCOUNT, installment: '', mode: '' }

/**
 * DebtPayments is the 'Pagamentos' section of a debt: its payments, newest first, and 'Registrar pagamento' (date,
 * principal, interest, account) for who may change debts. The principal lowers the balance; the interest does not.
 */
export function DebtPayments({
  debtId,
  canPay,
  canDelete,
  schedule,
}: {
  debtId: number
  canPay: boolean
  canDelete: boolean
  /** schedule is the debt's schedule (empty without one): a payment may name one of its installments. */
  schedule: ScheduledInstallment[]
}) {
  const { data: payments = [], isPending } = useDebtPayments(debtId)
  const remove = useConfirmDelete<DebtPayment>({
    mutation: useDeleteDebtPayment(debtId),
    title: 'Excluir Pagamento',
    message: (p) =>
      `Excluir o pagamento de ${formatBRL(p.amount)} de ${formatDate(p.date)}? O valor volta para a conta e o principal volta ao saldo devedor.`,
    success: 'Pagamento excluído com sucesso!',
    failure: 'Erro ao excluir pagamento',
  })
  const { data: accounts = [] } = useAccountOptions()
  const [open, setOpen] = useState(false)
  const accountName = (id: number | null) => (id ? (accounts.find((a) => a.id === id)?.name ?? `Conta ${id}`) : 'Nenhuma conta')

  return (
    <Panel
      id="payments-title"
      title="Pagamentos"
      icon={Wallet}
      action={
        canPay &&
        !open && (
          <button type="button" className={buttonClass.primary} onClick={() => setOpen(true)}>
            <Plus aria-hidden className="h-4 w-4" /> Registrar pagamento
          </button>
        )
      }
    >
      {open && <PaymentForm debtId={debtId} schedule={schedule} onDone={() => setOpen(false)} />}
      {isPending ? null : payments.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">Nenhum pagamento registrado.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" aria-label="Pagamentos da dívida">
          {payments.map((p) => (
            <li key={p.id} data-testid="payment" className="grid grid-cols-1 gap-1 py-3 text-sm sm:grid-cols-[7rem_minmax(0,1fr)_auto_auto] sm:items-center sm:gap-4">
              <span className="text-slate-500">{formatDate(p.date)}</span>
              <span className="min-w-0 break-words text-slate-700">
                {p.prepaymentMode
                  ? `Amortização extraordinária (${PREPAYMENT_LABELS[p.prepaymentMode].toLowerCase()}) · `
                  : p.installmentNumber
                    ? `Parcela ${p.installmentNumber} · `
                    : ''}
                Principal {formatBRL(p.principal)} · Juros {formatBRL(p.interest)} · {accountName(p.accountId)}
              </span>
              <span className="font-semibold tabular-nums text-slate-900">{formatBRL(p.amount)}</span>
              {canDelete && (
                <button
                  type="button"
                  onClick={() => remove.ask(p)}
                  aria-label={`Excluir o pagamento de ${formatDate(p.date)}`}
                  title="Excluir"
                  className="justify-self-start rounded-md p-1.5 text-red-700 hover:bg-red-50"
                >
                  <Trash2 aria-hidden className="h-4 w-4" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {remove.dialog}
    </Panel>
  )
}

function PaymentForm({ debtId, schedule, onDone }: { debtId: number; schedule: ScheduledInstallment[]; onDone: () => void }) {
  const add = useAddDebtPayment()
  const form = useForm<PaymentFormValues>({ resolver: zodResolver(paymentSchema), defaultValues: BLANK })
  const { control, register, watch, setValue } = form
  const unpaid = schedule.filter((i) => i.status !== 'paid')
  const extraordinary = watch('mode') !== ''
  const { errors, isSubmitting } = form.formState
  const total = (watch('principal') || 0) + (watch('interest') || 0)
  const submit = useActionSubmit(
    form,
    async (v) => {
      await add.mutateAsync({
        id: debtId,
        date: v.date,
        principal: v.principal,
        interest: v.interest,
        amount: total,
        accountId: accountIdOf(v.accountId),
        ...(v.installment && !v.mode ? { installmentNumber: Number(v.installment) } : {}),
        ...(v.mode ? { prepaymentMode: v.mode } : {}),
      })
      onDone()
    },
    'Pagamento registrado com sucesso!',
    'Erro ao registrar pagamento',
  )
  return (
    <form onSubmit={submit} noValidate aria-label="Registrar pagamento" className="mt-4 space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      {schedule.length > 0 && (
        <SelectField
          label="Tipo"
          hint={extraordinary ? 'Todo o valor abate o saldo devedor e o cronograma é refeito a partir desta data' : undefined}
          options={[['', 'Pagamento'], ...PREPAYMENT_OPTIONS.map(([mode, label]): [string, string] => [mode, `Amortização extraordinária — ${label.toLowerCase()}`])]}
          error={errors.mode?.message}
          registration={register('mode', {
            onChange: () => {
              setValue('installment', '')
              setValue('interest', 0)
            },
          })}
        />
      )}
      {unpaid.length > 0 && !extraordinary && (
        <SelectField
          label="Parcela"
          hint="Preenche o principal com a amortização e os juros com os juros da parcela, mais multa e mora se estiver em atraso"
          options={[['', 'Nenhuma (pagamento avulso)'], ...unpaid.map((i): [string, string] => [String(i.number), `${i.number}ª — vence em ${formatDate(i.dueDate)} — ${formatBRL(i.payment)}`])]}
          registration={register('installment', {
            onChange: (e: { target: { value: string } }) => {
              const chosen = unpaid.find((i) => String(i.number) === e.target.value)
              if (!chosen) return
              setValue('principal', chosen.amortization)
              setValue('interest', Math.round((chosen.interest + chosen.lateFine + chosen.lateInterest) * 100) / 100)
            },
          })}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField label="Data do pagamento" error={errors.date?.message} control={control} name="date" />
        <AccountField label="Pago com a conta" error={errors.accountId?.message} registration={register('accountId')} />
        <MoneyField label={extraordinary ? 'Valor' : 'Principal'} hint="Abate o saldo devedor" error={errors.principal?.message} control={control} name="principal" />
        {!extraordinary && <MoneyField label="Juros" hint="Custo do período: não abate o saldo" error={errors.interest?.message} control={control} name="interest" />}
      </div>
      <p className="text-sm text-slate-700">
        Total pago: <strong className="tabular-nums">{formatBRL(total)}</strong>
      </p>
      <FormActions onCancel={onDone} busy={isSubmitting} submitText="Registrar pagamento" busyText="Registrando..." />
    </form>
  )
}
