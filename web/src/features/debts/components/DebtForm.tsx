import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { DateField, FormActions, InputField, MoneyField, SelectField, TextAreaField } from '@/components/ui/fields'
import { SourceField } from '@/components/ui/SourceField'
import { sourceOf } from '@/lib/counterparts'
import { messages } from '@/lib/vocabulary'
import { showServerErrors } from '@/lib/form-errors'
import type { DebtInput } from '../api/types'
import { CATEGORY_OPTIONS, GRACE_INTEREST_OPTIONS, STATUS_OPTIONS, SYSTEM_OPTIONS } from '../lib/labels'
import { IndexFields } from './IndexFields'
import { RateField } from './RateField'
import { debtSchema, rateBody, type DebtFormValues } from '../lib/schemas'
import { FormAlert } from '@/components/ui/FormAlert'

/** COUNT is how the two installment fields take a whole number from 1 up. */
const COUNT = { type: 'number', inputMode: 'numeric', min: 1, step: 1 } as const

type Props = {
  defaultValues: DebtFormValues
  /** creating makes the current balance follow the original amount until the person types one of their own. */
  creating: boolean
  /** balance is the debt's balance before an edit: changing it asks why (a payment is recorded as a payment). */
  balance?: number
  submitLabel: string
  failMessage: string
  cancelTo: string
  onSubmit: (input: DebtInput) => Promise<unknown>
}

/** DebtForm is the create and edit form of docs/product.md §5 "Debt create and edit". */
export function DebtForm({ defaultValues, creating, balance, submitLabel, failMessage, cancelTo, onSubmit }: Props) {
  const [alert, setAlert] = useState<string | null>(null)
  const form = useForm<DebtFormValues>({ resolver: zodResolver(debtSchema), defaultValues })
  const { register, control, handleSubmit, setError, getValues, setValue, watch } = form
  // A financing with a schedule: its installments give the due date and the current installment.
  const scheduled = watch('system') !== 'none'
  const graceMonths = watch('graceMonths') || 0
  const { errors, isSubmitting } = form.formState
  // An edit that changes the balance says why; one that marks the debt paid leaves nothing owed.
  const balanceChanged = balance !== undefined && watch('currentAmount') !== balance

  const submit = handleSubmit(async (values) => {
    setAlert(null)
    if (balance !== undefined && values.status === 'paid' && defaultValues.status !== 'paid' && values.currentAmount > 0) {
      setError('status', { message: messages.ledger.payOffByPayment }, { shouldFocus: true })
      return
    }
    if (balanceChanged && values.balanceCounterpart === '') {
      setError('balanceCounterpart', { message: messages.ledger.balanceCause }, { shouldFocus: true })
      return
    }
    try {
      const { interestRate, ratePeriod, balanceCounterpart, balanceReason, disbursementAccountId, counterpartReason, ...rest } = values
      const source = sourceOf(disbursementAccountId, counterpartReason)
      const cause = sourceOf(balanceCounterpart, balanceReason)
      await onSubmit({
        ...rest,
        ...rateBody(interestRate, ratePeriod),
        creditorName: values.creditorName.trim(),
        description: values.description.trim(),
        disbursementAccountId: source.accountId,
        counterpart: source.counterpart,
        counterpartReason: source.counterpartReason,
        ...(balanceChanged ? { balanceCounterpart: cause.counterpart as DebtInput['balanceCounterpart'], balanceReason: cause.counterpartReason } : {}),
        // Without a schedule there is no grace period nor correction (the server refuses them).
        graceMonths: values.system === 'none' ? 0 : values.graceMonths,
        index: values.system === 'none' ? 'none' : values.index,
      })
    } catch (err) {
      console.error(failMessage, err)
      showServerErrors(err, setError)
      setAlert(failMessage)
    }
  })

  const err = (name: keyof DebtFormValues) => errors[name]?.message

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      {alert && (
        <FormAlert>{alert}</FormAlert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField label="Nome do credor" error={err('creditorName')} placeholder="Ex.: Banco do Brasil" registration={register('creditorName')} />
        <InputField label="CNPJ ou CPF do credor (opcional)" error={err('creditorDocument')} registration={register('creditorDocument')} />
      </div>
      <TextAreaField label="Descrição (opcional)" error={err('description')} registration={register('description')} />

      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Categoria" error={err('category')} options={CATEGORY_OPTIONS} registration={register('category')} />
        <SelectField label="Status" error={err('status')} options={STATUS_OPTIONS} registration={register('status')} />

        <MoneyField
          label="Valor original"
          error={err('originalAmount')}
          control={control}
          name="originalAmount"
          onValue={(reais, previous) => {
            // docs/product.md §5: on create the balance follows the original amount while the person has not set it.
            const current = getValues('currentAmount')
            if (creating && (current === 0 || current === previous)) setValue('currentAmount', reais)
          }}
        />
        <MoneyField label="Saldo devedor" error={err('currentAmount')} control={control} name="currentAmount" />
        {balanceChanged && (
          <SourceField
            form={form}
            name="balanceCounterpart"
            reasonName="balanceReason"
            label="Motivo da mudança do saldo"
            event="balanceChange"
            withAccounts={false}
            hint="Um pagamento se registra em 'Registrar pagamento'"
            className="sm:col-span-2"
          />
        )}

        <RateField error={err('interestRate')} hint="Efetiva: ao mês até 100, ao ano até 1.000" rate={register('interestRate')} period={register('ratePeriod')} />
        <SelectField
          label="Sistema de amortização"
          hint={scheduled ? 'O cronograma sai do valor original, da taxa e do número de parcelas' : 'Sem cronograma: vencimento e parcela atual informados à mão'}
          error={err('system')}
          options={SYSTEM_OPTIONS}
          registration={register('system')}
        />
        {scheduled ? (
          <DateField label="Vencimento da primeira parcela" error={err('firstDueDate')} hint="As demais vencem no mesmo dia dos meses seguintes" control={control} name="firstDueDate" />
        ) : (
          <DateField label="Data de vencimento" error={err('dueDate')} control={control} name="dueDate" />
        )}

        <InputField label="Número de parcelas" error={err('installments')} {...COUNT} registration={register('installments', { valueAsNumber: true })} />
        {!scheduled && <InputField label="Parcela atual" error={err('currentInstallment')} {...COUNT} registration={register('currentInstallment', { valueAsNumber: true })} />}
        {scheduled && (
          <>
            <InputField
              label="Carência (meses)"
              hint="Meses antes da primeira amortização; 0 para nenhum"
              error={err('graceMonths')}
              {...COUNT}
              min={0}
              max={120}
              registration={register('graceMonths', { valueAsNumber: true })}
            />
            {graceMonths > 0 && (
              <SelectField label="Juros na carência" error={err('graceInterest')} options={GRACE_INTEREST_OPTIONS} registration={register('graceInterest')} />
            )}
            <MoneyField label="Tarifas e IOF" hint="Descontados do valor liberado: entram no CET" error={err('fees')} control={control} name="fees" />
            <IndexFields
              index={register('index')}
              lag={register('indexLag', { valueAsNumber: true })}
              indexed={watch('index') !== 'none'}
              errors={{ index: err('index'), lag: err('indexLag') }}
            />
          </>
        )}

        <DateField label="Data do contrato (opcional)" error={err('contractDate')} hint="A dívida conta no patrimônio a partir deste dia" control={control} name="contractDate" />
        <SourceField
          form={form}
          name="disbursementAccountId"
          label="Dinheiro recebido em"
          event="borrowing"
          hint="A conta em que o dinheiro do empréstimo entrou (com a data do contrato); sem conta, a origem da dívida"
        />
      </div>

      <InputField label="Forma de pagamento (opcional)" error={err('paymentMethod')} placeholder="Ex.: Boleto, débito automático" registration={register('paymentMethod')} />

      <FormActions cancelTo={cancelTo} busy={isSubmitting} submitText={submitLabel} className="pt-2" />
    </form>
  )
}
