import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { HandCoins, Plus, Trash2 } from 'lucide-react'
import { AccountField } from '@/components/ui/AccountField'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { DateField, FormActions, MoneyField, SelectField } from '@/components/ui/fields'
import { buttonClass } from '@/components/ui/FormField'
import { Panel } from '@/components/ui/Panel'
import { useToast } from '@/components/ui/Toast'
import { useActionSubmit } from '@/components/ui/use-action-submit'
import { NO_ACCOUNT, accountIdOf } from '@/lib/account-options'
import { formatDate, todayISO } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import { useAddReceipt, useDeleteReceipt, useReceipts } from '../api/receipts'
import type { Installment, Receipt } from '../api/types'
import { receiptSchema, type ReceiptFormValues } from '../lib/schemas'

/**
 * Receipts is the 'Recebimentos' section of a receivable: the money received, newest first, 'Registrar recebimento'
 * (date, amount, account, and the installment it pays when not the next) for who may record one, and 'Excluir' on each for an administrator (a receipt entered by
 * mistake: its movement leaves the account and the amount is to receive again).
 */
export function Receipts({
  receivableId,
  balance,
  nextAmount,
  installments,
  canReceive,
  canDelete,
}: {
  receivableId: number
  balance: number
  nextAmount: number
  installments: Installment[]
  canReceive: boolean
  canDelete: boolean
}) {
  const { data: receipts = [], isPending } = useReceipts(receivableId)
  const [open, setOpen] = useState(false)
  const [target, setTarget] = useState<Receipt | null>(null)
  const remove = useDeleteReceipt()
  const toast = useToast()

  const confirm = () => {
    if (!target) return
    remove.mutate(
      { receivableId, id: target.id },
      {
        onSuccess: () => toast.success('Recebimento excluído com sucesso!'),
        onError: (err) => {
          console.error('Erro ao excluir recebimento', err)
          toast.error('Erro ao excluir recebimento', err.message)
        },
        onSettled: () => setTarget(null),
      },
    )
  }

  return (
    <Panel
      id="receipts-title"
      title="Recebimentos"
      icon={HandCoins}
      action={
        canReceive &&
        !open &&
        balance > 0 && (
          <button type="button" className={buttonClass.primary} onClick={() => setOpen(true)}>
            <Plus aria-hidden className="h-4 w-4" /> Registrar recebimento
          </button>
        )
      }
    >
      {open && <ReceiptForm
          receivableId={receivableId}
          balance={balance}
          suggested={Math.min(nextAmount, balance)}
          unpaid={installments.filter((i) => i.status !== 'paid')}
          onDone={() => setOpen(false)}
        />}
      {isPending ? null : receipts.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">Nenhum recebimento registrado.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" aria-label="Recebimentos">
          {receipts.map((p) => (
            <li
              key={p.id}
              data-testid="receipt"
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 py-3 text-sm sm:grid-cols-[7rem_minmax(0,1fr)_auto_auto]"
            >
              <span className="text-slate-500">{formatDate(p.date)}</span>
              <span className="col-span-2 min-w-0 break-words text-slate-700 sm:col-span-1">
                {p.installmentNumber ? `Parcela ${p.installmentNumber} · ` : ''}
                {p.accountName || 'Conta excluída'}
              </span>
              <span className="font-semibold tabular-nums text-slate-900">{formatBRL(p.amount)}</span>
              {canDelete ? (
                <button
                  type="button"
                  onClick={() => setTarget(p)}
                  aria-label={`Excluir recebimento de ${formatDate(p.date)}`}
                  className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-red-700 hover:bg-red-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-500"
                >
                  <Trash2 aria-hidden className="h-4 w-4" /> Excluir
                </button>
              ) : (
                <span className="hidden sm:block" />
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={target !== null}
        title="Excluir Recebimento"
        message={
          target
            ? `Tem certeza que deseja excluir o recebimento de ${formatBRL(target.amount)} em ${formatDate(target.date)}? O valor sai da conta e volta a receber.`
            : ''
        }
        confirmText="Excluir"
        processing={remove.isPending}
        onConfirm={confirm}
        onClose={() => setTarget(null)}
      />
    </Panel>
  )
}

/** openOf is what is still to receive of an installment, to the centavo. */
const openOf = (i: Installment) => Math.round((i.amount - i.received) * 100) / 100

function ReceiptForm({
  receivableId,
  balance,
  suggested,
  unpaid,
  onDone,
}: {
  receivableId: number
  balance: number
  suggested: number
  unpaid: Installment[]
  onDone: () => void
}) {
  const add = useAddReceipt()
  const form = useForm<ReceiptFormValues>({
    resolver: zodResolver(receiptSchema(balance)),
    defaultValues: { date: todayISO(), amount: suggested, accountId: NO_ACCOUNT, installment: '' },
  })
  const { control, register, setValue } = form
  const { errors, isSubmitting } = form.formState
  const submit = useActionSubmit(
    form,
    async (v) => {
      await add.mutateAsync({
        id: receivableId,
        date: v.date,
        amount: v.amount,
        accountId: accountIdOf(v.accountId),
        ...(v.installment ? { installmentNumber: Number(v.installment) } : {}),
      })
      onDone()
    },
    'Recebimento registrado com sucesso!',
    'Erro ao registrar recebimento',
  )
  return (
    <form onSubmit={submit} noValidate aria-label="Registrar recebimento" className="mt-4 space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      {unpaid.length > 1 && (
        <SelectField
          label="Parcela"
          hint="Preenche o valor com o que falta da parcela; a multa e a mora, se cobradas, somam-se a ele"
          options={[['', 'A próxima em aberto'], ...unpaid.map((i): [string, string] => [String(i.number), `${i.number}ª — vence em ${formatDate(i.dueDate)} — ${formatBRL(openOf(i))}`])]}
          registration={register('installment', {
            onChange: (e: { target: { value: string } }) => {
              const chosen = unpaid.find((i) => String(i.number) === e.target.value)
              setValue('amount', chosen ? openOf(chosen) : suggested)
            },
          })}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <DateField label="Data do recebimento" error={errors.date?.message} control={control} name="date" />
        <MoneyField label="Valor recebido" hint={`Saldo a receber: ${formatBRL(balance)}`} error={errors.amount?.message} control={control} name="amount" />
        <AccountField label="Recebido na conta" error={errors.accountId?.message} registration={register('accountId')} />
      </div>
      <FormActions onCancel={onDone} busy={isSubmitting} submitText="Registrar recebimento" busyText="Registrando..." />
    </form>
  )
}
