import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { HandCoins } from 'lucide-react'
import { AccountField } from '@/components/ui/AccountField'
import { DatedEntries } from '@/components/ui/DatedEntries'
import { DateField, MoneyField } from '@/components/ui/fields'
import { InstallmentField } from '@/components/ui/InstallmentField'
import { Panel, PanelAddButton, PanelForm } from '@/components/ui/Panel'
import { useConfirmDelete } from '@/components/ui/use-confirm-delete'
import { NO_ACCOUNT, accountIdOf } from '@/lib/account-options'
import { formatDate, todayISO } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import { useAddReceipt, useDeleteReceipt, useReceipts } from '../api/receipts'
import type { Installment, Receipt } from '../api/types'
import { receiptSchema, type ReceiptFormValues } from '../lib/schemas'

/**
 * Receipts is the 'Recebimentos' section of a receivable: the money received, newest first, 'Registrar recebimento'
 * (date, amount, account, and the installment it pays when not the next) for who may record one, and 'Excluir' on
 * each for an administrator (a receipt entered by mistake: its movement leaves the account and the amount is to
 * receive again).
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
  const remove = useConfirmDelete<Receipt>({
    mutation: useDeleteReceipt(receivableId),
    title: 'Excluir Recebimento',
    message: (p) =>
      `Tem certeza que deseja excluir o recebimento de ${formatBRL(p.amount)} em ${formatDate(p.date)}? O valor sai da conta e volta a receber.`,
    success: 'Recebimento excluído com sucesso!',
    failure: 'Erro ao excluir recebimento',
  })

  return (
    <Panel
      id="receipts-title"
      title="Recebimentos"
      icon={HandCoins}
      action={canReceive && !open && balance > 0 && <PanelAddButton label="Registrar recebimento" onClick={() => setOpen(true)} />}
    >
      {open && (
        <ReceiptForm
          receivableId={receivableId}
          balance={balance}
          suggested={Math.min(nextAmount, balance)}
          unpaid={installments.filter((i) => i.status !== 'paid')}
          onDone={() => setOpen(false)}
        />
      )}
      {isPending ? null : receipts.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">Nenhum recebimento registrado.</p>
      ) : (
        <DatedEntries
          label="Recebimentos"
          testId="receipt"
          entries={receipts}
          describe={(p) => `${p.installmentNumber ? `Parcela ${p.installmentNumber} · ` : ''}${p.accountName || 'Conta excluída'}`}
          deleteLabel={(date) => `Excluir recebimento de ${date}`}
          onDelete={canDelete ? remove.ask : undefined}
        />
      )}
      {remove.dialog}
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
  const { errors } = form.formState
  return (
    <PanelForm
      label="Registrar recebimento"
      form={form}
      act={(v) => add.mutateAsync({
        id: receivableId,
        date: v.date,
        amount: v.amount,
        accountId: accountIdOf(v.accountId),
        ...(v.installment ? { installmentNumber: Number(v.installment) } : {}),
      })}
      done="Recebimento registrado com sucesso!"
      failure="Erro ao registrar recebimento"
      onDone={onDone}
    >
      {unpaid.length > 1 && (
        <InstallmentField
          installments={unpaid}
          amountOf={openOf}
          noneLabel="A próxima em aberto"
          hint="Preenche o valor com o que falta da parcela; a multa e a mora, se cobradas, somam-se a ele"
          registration={register('installment')}
          onChoose={(chosen) => setValue('amount', chosen ? openOf(chosen) : suggested)}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <DateField label="Data do recebimento" error={errors.date?.message} control={control} name="date" />
        <MoneyField label="Valor recebido" hint={`Saldo a receber: ${formatBRL(balance)}`} error={errors.amount?.message} control={control} name="amount" />
        <AccountField label="Recebido na conta" error={errors.accountId?.message} registration={register('accountId')} />
      </div>
    </PanelForm>
  )
}
