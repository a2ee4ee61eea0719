import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { DateField, FormActions, InputField, MoneyField, SelectField } from '@/components/ui/fields'
import { formatBRL } from '@/lib/money'
import type { Account, TransferInput } from '../api/types'
import { transferDefaults, transferSchema, type TransferFormValues } from '../lib/schemas'
import { FormCard } from './FormCard'
import { useFormSubmit } from '@/components/ui/use-form-submit'

const toInput = (v: TransferFormValues) => ({ ...v, description: v.description.trim() })

/** TransferForm moves money from one account to another; each account is offered with today's balance. */
export function TransferForm({
  accounts,
  fromAccountId,
  cancelTo,
  onSubmit,
}: {
  accounts: Account[]
  fromAccountId: number
  cancelTo: string
  onSubmit: (input: TransferInput) => Promise<unknown>
}) {
  const form = useForm<TransferFormValues>({ resolver: zodResolver(transferSchema), defaultValues: transferDefaults(fromAccountId) })
  const { register, control } = form
  const { errors, isSubmitting } = form.formState
  const { alert, submit } = useFormSubmit(form, toInput, onSubmit, 'Erro ao registrar transferência. Tente novamente.')
  const choices: [string, string][] = [['0', 'Selecione'], ...accounts.map((a): [string, string] => [String(a.id), `${a.name} (${formatBRL(a.balance)})`])]

  return (
    <FormCard alert={alert} onSubmit={submit}>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Conta de origem" error={errors.fromAccountId?.message} options={choices} registration={register('fromAccountId', { valueAsNumber: true })} />
        <SelectField label="Conta de destino" error={errors.toAccountId?.message} options={choices} registration={register('toAccountId', { valueAsNumber: true })} />
        <MoneyField label="Valor" error={errors.amount?.message} control={control} name="amount" />
        <DateField label="Data" error={errors.date?.message} control={control} name="date" />
      </div>
      <InputField label="Descrição (opcional)" error={errors.description?.message} placeholder="Ex.: Depósito do caixa" registration={register('description')} />
      <FormActions cancelTo={cancelTo} busy={isSubmitting} submitText="Transferir" className="pt-2" />
    </FormCard>
  )
}
