import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Wallet } from 'lucide-react'
import { SourceField } from '@/components/ui/SourceField'
import { COUNTERPART_LABEL, sourceOf } from '@/lib/counterparts'
import { DatedEntries } from '@/components/ui/DatedEntries'
import { InstallmentField } from '@/components/ui/InstallmentField'
import { DateField, MoneyField, SelectField } from '@/components/ui/fields'
import { Panel, PanelAddButton, PanelForm } from '@/components/ui/Panel'
import { useConfirmDelete } from '@/components/ui/use-confirm-delete'
import { useAccountOptions } from '@/lib/account-options'
import { formatDate, todayISO } from '@/lib/dates'
import { formatBRL, fromCents, toCents } from '@/lib/money'
import type { ScheduledInstallment } from '../api/get-schedule'
import { useAddDebtPayment, useDebtPayments, useDeleteDebtPayment, type DebtPayment } from '../api/debt-payments'
import { PREPAYMENT_LABELS, PREPAYMENT_OPTIONS } from '../lib/labels'
import { paymentSchema, type PaymentFormValues } from '../lib/schemas'

const BLANK: PaymentFormValues = { date: todayISO(), principal: 0, interest: 0, accountId: '', counterpartReason: '', installment: '', mode: '' }

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
  // Paid from an account, or by a counterpart (the owners); an old payment may name neither.
  const paidBy = (p: { accountId: number | null; counterpart?: { kind: string } }) =>
    p.accountId
      ? (accounts.find((a) => a.id === p.accountId)?.name ?? `Conta ${p.accountId}`)
      : p.counterpart
        ? COUNTERPART_LABEL[p.counterpart.kind]
        : 'Sem conta'

  return (
    <Panel
      id="payments-title"
      title="Pagamentos"
      icon={Wallet}
      action={canPay && !open && <PanelAddButton label="Registrar pagamento" onClick={() => setOpen(true)} />}
    >
      {open && <PaymentForm debtId={debtId} schedule={schedule} onDone={() => setOpen(false)} />}
      {isPending ? null : payments.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">Nenhum pagamento registrado.</p>
      ) : (
        <DatedEntries
          label="Pagamentos da dívida"
          testId="payment"
          entries={payments}
          describe={(p) =>
            `${
              p.prepaymentMode
                ? `Amortização extraordinária (${PREPAYMENT_LABELS[p.prepaymentMode].toLowerCase()}) · `
                : p.installmentNumber
                  ? `Parcela ${p.installmentNumber} · `
                  : ''
            }Principal ${formatBRL(p.principal)} · Juros ${formatBRL(p.interest)} · ${paidBy(p)}`
          }
          deleteLabel={(date) => `Excluir o pagamento de ${date}`}
          onDelete={canDelete ? remove.ask : undefined}
        />
      )}
      {remove.dialog}
    </Panel>
  )
}

/** dueOf is what paying an installment takes: its amortization as principal, its interest with any late charges. */
const dueOf = (i: ScheduledInstallment) => ({ principal: i.amortization, interest: fromCents(toCents(i.interest) + toCents(i.lateFine) + toCents(i.lateInterest)) })

function PaymentForm({ debtId, schedule, onDone }: { debtId: number; schedule: ScheduledInstallment[]; onDone: () => void }) {
  const add = useAddDebtPayment()
  const unpaid = schedule.filter((i) => i.status !== 'paid')
  // The form opens on the first installment not paid, its amounts filled: the payment most often made.
  const next = unpaid[0]
  const form = useForm<PaymentFormValues>({
    resolver: zodResolver(paymentSchema),
    defaultValues: next ? { ...BLANK, installment: String(next.number), ...dueOf(next) } : BLANK,
  })
  const { control, register, watch, setValue } = form
  const extraordinary = watch('mode') !== ''
  const { errors } = form.formState
  // The total shown is summed in centavos, as the server sums it.
  const total = fromCents(toCents(watch('principal') || 0) + toCents(watch('interest') || 0))
  return (
    <PanelForm
      label="Registrar pagamento"
      form={form}
      act={(v) => add.mutateAsync({
        id: debtId,
        date: v.date,
        // The server adds principal and interest in centavos: no sum of reais is sent.
        principal: v.principal,
        interest: v.interest,
        ...sourceOf(v.accountId, v.counterpartReason),
        ...(v.installment && !v.mode ? { installmentNumber: Number(v.installment) } : {}),
        ...(v.mode ? { prepaymentMode: v.mode } : {}),
      })}
      done="Pagamento registrado com sucesso!"
      failure="Erro ao registrar pagamento"
      onDone={onDone}
    >
      {schedule.length > 0 && (
        <SelectField
          label="Tipo"
          hint={extraordinary ? 'Todo o valor abate o saldo devedor e o cronograma é refeito a partir desta data' : undefined}
          options={[['', 'Pagamento'], ...PREPAYMENT_OPTIONS.map(([mode, label]): [string, string] => [mode, `Amortização extraordinária — ${label.toLowerCase()}`])]}
          error={errors.mode?.message}
          registration={register('mode', {
            onChange: () => {
              setValue('installment', '')
              setValue('principal', 0) // an extraordinary amortization's value is its own, not an installment's
              setValue('interest', 0)
            },
          })}
        />
      )}
      {unpaid.length > 0 && !extraordinary && (
        <InstallmentField
          installments={unpaid}
          amountOf={(i) => i.payment}
          noneLabel="Nenhuma (pagamento avulso)"
          hint="Preenche o principal com a amortização e os juros com os juros da parcela, mais multa e mora se estiver em atraso"
          registration={register('installment')}
          onChoose={(chosen) => {
            if (!chosen) return
            const due = dueOf(chosen)
            setValue('principal', due.principal)
            setValue('interest', due.interest)
          }}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField label="Data do pagamento" error={errors.date?.message} control={control} name="date" />
        <SourceField
          form={form}
          name="accountId"
          label="Pago com"
          event="repayment"
        />
        <MoneyField label={extraordinary ? 'Valor' : 'Principal'} hint="Abate o saldo devedor" error={errors.principal?.message} control={control} name="principal" />
        {!extraordinary && <MoneyField label="Juros" hint="Custo do período: não abate o saldo" error={errors.interest?.message} control={control} name="interest" />}
      </div>
      <p className="text-sm text-slate-700">
        Total pago: <strong className="tabular-nums">{formatBRL(total)}</strong>
      </p>
    </PanelForm>
  )
}
