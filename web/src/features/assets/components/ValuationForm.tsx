import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { DateField, InputField, MoneyField } from '@/components/ui/fields'
import { buttonClass } from '@/components/ui/FormField'
import { useActionSubmit } from '@/components/ui/use-action-submit'
import { todayISO } from '@/lib/dates'
import { useAddValuation } from '../api/add-valuation'
import type { Asset } from '../api/types'
import { valuationSchema, type ValuationFormValues } from '../lib/schemas'

/** ValuationForm records the asset's value on a day ('Registrar avaliação'): the date is the valuation's own. */
export function ValuationForm({ asset }: { asset: Asset }) {
  const add = useAddValuation()
  const form = useForm<ValuationFormValues>({
    resolver: zodResolver(valuationSchema(asset.acquisitionDate)),
    defaultValues: { date: todayISO(), value: asset.currentValue, notes: '' },
  })
  const { control, register, reset } = form
  const { errors, isSubmitting } = form.formState
  const submit = useActionSubmit(
    form,
    async (v) => {
      const saved = await add.mutateAsync({ id: asset.id, date: v.date, value: v.value, notes: v.notes.trim() })
      reset({ date: todayISO(), value: saved.currentValue, notes: '' })
    },
    'Avaliação registrada com sucesso!',
    'Erro ao registrar avaliação',
  )
  return (
    <form onSubmit={submit} noValidate aria-label="Registrar avaliação" className="mt-6 rounded-lg border border-slate-200 p-4">
      <h2 className="text-base font-semibold text-slate-900">Registrar avaliação</h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-[10rem_12rem_1fr_auto] sm:items-start">
        <DateField label="Data da avaliação" error={errors.date?.message} control={control} name="date" />
        <MoneyField label="Valor avaliado" error={errors.value?.message} control={control} name="value" />
        <InputField label="Observações da avaliação" id="valuation-notes" error={errors.notes?.message} registration={register('notes')} />
        <button type="submit" disabled={isSubmitting} className={`${buttonClass.primary} sm:mt-7`}>
          {isSubmitting ? 'Salvando...' : 'Registrar'}
        </button>
      </div>
    </form>
  )
}
