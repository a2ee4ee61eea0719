import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { DateField, FormActions, InputField, MoneyField, SelectField } from '@/components/ui/fields'
import { labels } from '@/lib/vocabulary'
import type { Subaccount } from '../api/get-subaccounts'
import type { EntryInput } from '../api/types'
import { categoryOptions } from '../lib/labels'
import { entryDefaults, entrySchema, type EntryFormValues } from '../lib/schemas'
import { FormCard } from './FormCard'
import { useFormSubmit } from '@/components/ui/use-form-submit'

const DIRECTIONS = [
  ['out', 'Despesa (saída)'],
  ['in', 'Receita (entrada)'],
] as const

const toInput = ({ subaccountId, ...v }: EntryFormValues): EntryInput => ({
  ...v,
  category: v.category as EntryInput['category'],
  description: v.description.trim(),
  ...(subaccountId ? { subaccountId } : {}),
})

/** ENTRY_ACCOUNTS is the account of the chart each category posts to: the parent of the sub-accounts it offers. */
const ENTRY_ACCOUNTS: Record<string, string> = labels.entryAccounts

/**
 * EntryForm records a receita or despesa of one account; the categories offered follow the direction chosen, and the
 * company's sub-accounts of the category's account (subaccounts), when it has any, follow the category.
 */
export function EntryForm({
  cancelTo,
  onSubmit,
  subaccounts = [],
}: {
  cancelTo: string
  onSubmit: (input: EntryInput) => Promise<unknown>
  subaccounts?: Subaccount[]
}) {
  const form = useForm<EntryFormValues>({ resolver: zodResolver(entrySchema), defaultValues: entryDefaults() })
  const { register, control, watch, setValue } = form
  const { errors, isSubmitting } = form.formState
  const { alert, submit } = useFormSubmit(form, toInput, onSubmit, 'Erro ao registrar lançamento. Tente novamente.')
  const direction = watch('direction')
  const offered = subaccounts.filter((s) => s.parent === ENTRY_ACCOUNTS[watch('category')])

  return (
    <FormCard alert={alert} onSubmit={submit}>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Tipo de lançamento"
          error={errors.direction?.message}
          options={DIRECTIONS}
          registration={register('direction', {
            onChange: () => {
              setValue('category', '')
              setValue('subaccountId', 0)
            },
          })}
        />
        <SelectField
          label="Categoria"
          error={errors.category?.message}
          options={[['', 'Selecione'], ...categoryOptions(direction)]}
          registration={register('category', { onChange: () => setValue('subaccountId', 0) })}
        />
        {offered.length > 0 && (
          <SelectField
            label="Subconta (opcional)"
            error={errors.subaccountId?.message}
            options={[['0', 'Nenhuma'], ...offered.map((s): [string, string] => [String(s.id), `${s.code} · ${s.name}`])]}
            registration={register('subaccountId', { valueAsNumber: true })}
          />
        )}
        <MoneyField label="Valor" error={errors.amount?.message} control={control} name="amount" />
        <DateField label="Data" error={errors.date?.message} control={control} name="date" />
      </div>
      <InputField label="Descrição (opcional)" error={errors.description?.message} placeholder="Ex.: Aluguel da sala 2" registration={register('description')} />
      <FormActions cancelTo={cancelTo} busy={isSubmitting} submitText="Registrar Lançamento" className="pt-2" />
    </FormCard>
  )
}
