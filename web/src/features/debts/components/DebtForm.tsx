import { useState } from 'react'
import { Link } from 'react-router'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormField, buttonClass, inputClass } from '@/components/ui/FormField'
import { MoneyInput } from '@/components/ui/MoneyInput'
import { showServerErrors } from '@/lib/form-errors'
import type { DebtInput } from '../api/types'
import { CATEGORY_OPTIONS, STATUS_OPTIONS } from '../lib/labels'
import { debtSchema, type DebtFormValues } from '../lib/schemas'

type Props = {
  defaultValues: DebtFormValues
  /** creating makes the current balance follow the original amount until the person types one of their own. */
  creating: boolean
  submitLabel: string
  failMessage: string
  cancelTo: string
  onSubmit: (input: DebtInput) => Promise<unknown>
}

/** DebtForm is the create and edit form of spec §5 "Debt create and edit". */
export function DebtForm({ defaultValues, creating, submitLabel, failMessage, cancelTo, onSubmit }: Props) {
  const [alert, setAlert] = useState<string | null>(null)
  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<DebtFormValues>({ resolver: zodResolver(debtSchema), defaultValues })

  const submit = handleSubmit(async (values) => {
    setAlert(null)
    try {
      await onSubmit({ ...values, creditorName: values.creditorName.trim(), description: values.description.trim() })
    } catch (err) {
      console.error(failMessage, err)
      showServerErrors(err, setError)
      setAlert(failMessage)
    }
  })

  const field = (name: keyof DebtFormValues) => ({
    id: name,
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
  })

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      {alert && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          {alert}
        </div>
      )}
      <FormField label="Nome do credor" htmlFor="creditorName" error={errors.creditorName?.message}>
        <input className={inputClass} placeholder="Ex.: Banco do Brasil" {...field('creditorName')} {...register('creditorName')} />
      </FormField>
      <FormField label="Descrição (opcional)" htmlFor="description" error={errors.description?.message}>
        <textarea rows={3} className={inputClass} {...field('description')} {...register('description')} />
      </FormField>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Categoria" htmlFor="category" error={errors.category?.message}>
          <select className={inputClass} {...field('category')} {...register('category')}>
            {CATEGORY_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Status" htmlFor="status" error={errors.status?.message}>
          <select className={inputClass} {...field('status')} {...register('status')}>
            {STATUS_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </FormField>

        <FormField label="Valor original" htmlFor="originalAmount" error={errors.originalAmount?.message}>
          <Controller
            control={control}
            name="originalAmount"
            render={({ field: f }) => (
              <MoneyInput
                {...field('originalAmount')}
                value={f.value}
                onBlur={f.onBlur}
                onChange={(reais) => {
                  // Spec §5: on create the balance follows the original amount while the person has not set it.
                  const current = getValues('currentAmount')
                  if (creating && (current === 0 || current === f.value)) setValue('currentAmount', reais)
                  f.onChange(reais)
                }}
              />
            )}
          />
        </FormField>
        <FormField label="Saldo devedor" htmlFor="currentAmount" error={errors.currentAmount?.message}>
          <Controller
            control={control}
            name="currentAmount"
            render={({ field: f }) => <MoneyInput {...field('currentAmount')} value={f.value} onBlur={f.onBlur} onChange={f.onChange} />}
          />
        </FormField>

        <FormField label="Taxa de juros (% a.m.)" htmlFor="interestRate" error={errors.interestRate?.message} hint="Ao mês, de 0 a 100">
          <input
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step={0.01}
            className={inputClass}
            {...field('interestRate')}
            {...register('interestRate', { setValueAs: (v) => (v === '' ? 0 : Number(v)) })}
          />
        </FormField>
        <FormField label="Data de vencimento" htmlFor="dueDate" error={errors.dueDate?.message}>
          <input type="date" className={inputClass} {...field('dueDate')} {...register('dueDate')} />
        </FormField>

        <FormField label="Número de parcelas" htmlFor="installments" error={errors.installments?.message}>
          <input type="number" inputMode="numeric" min={1} step={1} className={inputClass} {...field('installments')} {...register('installments', { valueAsNumber: true })} />
        </FormField>
        <FormField label="Parcela atual" htmlFor="currentInstallment" error={errors.currentInstallment?.message}>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className={inputClass}
            {...field('currentInstallment')}
            {...register('currentInstallment', { valueAsNumber: true })}
          />
        </FormField>
      </div>

      <FormField label="Forma de pagamento (opcional)" htmlFor="paymentMethod" error={errors.paymentMethod?.message}>
        <input className={inputClass} placeholder="Ex.: Boleto, débito automático" {...field('paymentMethod')} {...register('paymentMethod')} />
      </FormField>

      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Link to={cancelTo} className={buttonClass.secondary}>
          Cancelar
        </Link>
        <button type="submit" disabled={isSubmitting} className={buttonClass.primary}>
          {isSubmitting ? 'Salvando...' : submitLabel}
        </button>
      </div>
    </form>
  )
}
