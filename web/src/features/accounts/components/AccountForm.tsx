import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { DateField, FormActions, InputField, MoneyField, SelectField } from '@/components/ui/fields'
import { SourceField } from '@/components/ui/SourceField'
import type { AccountInput } from '../api/types'
import { KIND_OPTIONS } from '../lib/labels'
import { accountInput, accountSchema, type AccountFormValues } from '../lib/schemas'
import { FormCard } from './FormCard'
import { useFormSubmit } from '@/components/ui/use-form-submit'

type Props = {
  defaultValues: AccountFormValues
  submitLabel: string
  failMessage: string
  cancelTo: string
  onSubmit: (input: AccountInput) => Promise<unknown>
}

/** AccountForm is the create and edit form of an account: what it is, its bank, and its opening balance on a date. */
export function AccountForm({ defaultValues, submitLabel, failMessage, cancelTo, onSubmit }: Props) {
  const form = useForm<AccountFormValues>({ resolver: zodResolver(accountSchema), defaultValues })
  const { register, control, watch } = form
  const { errors, isSubmitting } = form.formState
  const { alert, submit } = useFormSubmit(form, accountInput, onSubmit, failMessage)
  const isCash = watch('kind') === 'cash'
  const mayStartOverdrawn = watch('kind') === 'checking'

  return (
    <FormCard alert={alert} onSubmit={submit}>
      <InputField label="Nome da conta" error={errors.name?.message} placeholder="Ex.: Conta principal, Caixa da loja" registration={register('name')} />
      <SelectField label="Tipo" error={errors.kind?.message} options={KIND_OPTIONS} registration={register('kind')} />
      {!isCash && (
        <div className="grid gap-5 sm:grid-cols-3">
          <InputField label="Banco (opcional)" error={errors.bankName?.message} placeholder="Ex.: Banco do Brasil" registration={register('bankName')} />
          <InputField label="Agência (opcional)" error={errors.agency?.message} registration={register('agency')} />
          <InputField label="Número (opcional)" error={errors.number?.message} registration={register('number')} />
        </div>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <MoneyField label="Saldo inicial" error={errors.openingBalance?.message} control={control} name="openingBalance" />
        <DateField label="Data do saldo inicial" error={errors.openingDate?.message} control={control} name="openingDate" />
      </div>
      {watch('openingBalance') !== 0 && (
        <SourceField
          form={form}
          name="counterpart"
          label="Origem do saldo inicial"
          event="accountOpening"
          withAccounts={false}
          hint="Saldo de abertura: o que a conta já tinha quando a empresa começou a usar o sistema"
        />
      )}
      {mayStartOverdrawn && (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className="h-4 w-4 rounded border-slate-300" {...register('openingNegative')} />
          Saldo inicial negativo (cheque especial)
        </label>
      )}
      <FormActions cancelTo={cancelTo} busy={isSubmitting} submitText={submitLabel} className="pt-2" />
    </FormCard>
  )
}
