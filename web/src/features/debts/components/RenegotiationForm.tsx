import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { DateField, FormActions, InputField, MoneyField, SelectField, TextAreaField } from '@/components/ui/fields'
import { FormAlert } from '@/components/ui/FormAlert'
import { showServerErrors } from '@/lib/form-errors'
import { formatBRL } from '@/lib/money'
import type { RenegotiationInput } from '../api/renegotiations'
import { GRACE_INTEREST_OPTIONS, SYSTEM_LABELS } from '../lib/labels'
import { IndexFields } from './IndexFields'
import { RateField } from './RateField'
import { rateBody, renegotiationSchema, type RenegotiationFormValues } from '../lib/schemas'

const COUNT = { type: 'number', inputMode: 'numeric', min: 1, step: 1 } as const
const SYSTEMS: [string, string][] = [
  ['price', SYSTEM_LABELS.price],
  ['sac', SYSTEM_LABELS.sac],
]

type Props = {
  defaultValues: RenegotiationFormValues
  /** balance is the debt's balance today, which the new amount starts from. */
  balance: number
  cancelTo: string
  onSubmit: (input: RenegotiationInput) => Promise<unknown>
}

/**
 * RenegotiationForm gives a debt new terms from a day on: the new amount (the balance with what the agreement adds
 * or forgives), the rate, Price or SAC, the installments and their first due date, a grace period and fees.
 */
export function RenegotiationForm({ defaultValues, balance, cancelTo, onSubmit }: Props) {
  const [alert, setAlert] = useState<string | null>(null)
  const form = useForm<RenegotiationFormValues>({ resolver: zodResolver(renegotiationSchema), defaultValues })
  const { register, control, handleSubmit, setError, watch } = form
  const { errors, isSubmitting } = form.formState
  const graceMonths = watch('graceMonths') || 0
  const submit = handleSubmit(async (values) => {
    setAlert(null)
    try {
      const { interestRate, ratePeriod, ...rest } = values
      await onSubmit({ ...rest, ...rateBody(interestRate, ratePeriod), notes: values.notes.trim() })
    } catch (err) {
      console.error('Erro ao renegociar dívida', err)
      showServerErrors(err, setError)
      setAlert('Erro ao renegociar dívida. Tente novamente.')
    }
  })
  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      {alert && <FormAlert>{alert}</FormAlert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <DateField label="Data da renegociação" error={errors.date?.message} control={control} name="date" />
        <MoneyField
          label="Novo valor"
          hint={`Saldo devedor hoje: ${formatBRL(balance)}. Some juros e multas do acordo ou desconte o perdão.`}
          error={errors.originalAmount?.message}
          control={control}
          name="originalAmount"
        />
        <RateField error={errors.interestRate?.message} rate={register('interestRate')} period={register('ratePeriod')} />
        <SelectField label="Sistema de amortização" error={errors.system?.message} options={SYSTEMS} registration={register('system')} />
        <InputField label="Número de parcelas" error={errors.installments?.message} {...COUNT} registration={register('installments', { valueAsNumber: true })} />
        <DateField label="Vencimento da primeira parcela" error={errors.firstDueDate?.message} control={control} name="firstDueDate" />
        <InputField
          label="Carência (meses)"
          error={errors.graceMonths?.message}
          {...COUNT}
          min={0}
          max={120}
          registration={register('graceMonths', { valueAsNumber: true })}
        />
        {graceMonths > 0 && (
          <SelectField label="Juros na carência" error={errors.graceInterest?.message} options={GRACE_INTEREST_OPTIONS} registration={register('graceInterest')} />
        )}
        <MoneyField label="Tarifas e IOF" hint="Entram no CET do novo contrato" error={errors.fees?.message} control={control} name="fees" />
        <IndexFields
          index={register('index')}
          lag={register('indexLag', { valueAsNumber: true })}
          indexed={watch('index') !== 'none'}
          errors={{ index: errors.index?.message, lag: errors.indexLag?.message }}
        />
      </div>
      <TextAreaField label="Observações (opcional)" error={errors.notes?.message} registration={register('notes')} />
      <FormActions cancelTo={cancelTo} busy={isSubmitting} submitText="Renegociar" busyText="Renegociando..." className="pt-2" />
    </form>
  )
}
