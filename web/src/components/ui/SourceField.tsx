import { get, useWatch, type FieldError, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form'
import { useAccountOptions } from '@/lib/account-options'
import { ADJUSTMENT, COUNTERPARTS, counterpartOption, type CounterpartEvent } from '@/lib/counterparts'
import { FormField, controlProps, inputClass } from './FormField'
import { InputField } from './fields'

/**
 * SourceField is the select of a money event's other side: the accounts, then the counterparts the event takes
 * ('Aporte dos sócios', 'Saldo de abertura', …), nothing chosen at first; with 'Ajuste (com justificativa)', the
 * reason's input below it. withAccounts false offers the counterparts alone (a balance changed by an edit, an
 * account's opening balance).
 */
export function SourceField<V extends FieldValues>({
  form,
  name,
  reasonName = 'counterpartReason' as FieldPath<V>,
  label,
  event,
  hint,
  withAccounts = true,
  className,
}: {
  form: UseFormReturn<V>
  /** name is the field of the account or counterpart chosen; reasonName the adjustment's reason. */
  name: FieldPath<V>
  reasonName?: FieldPath<V>
  label: string
  event: CounterpartEvent
  hint?: string
  withAccounts?: boolean
  className?: string
}) {
  const value = useWatch({ control: form.control, name })
  const error = (get(form.formState.errors, name) as FieldError | undefined)?.message
  const reasonError = (get(form.formState.errors, reasonName) as FieldError | undefined)?.message
  const registration = form.register(name)
  const { data: accounts = [], isPending } = useAccountOptions()
  const id = registration.name
  const counterparts = Object.entries(COUNTERPARTS[event])
  return (
    <div className={className}>
      <FormField label={label} htmlFor={id} error={error} hint={hint}>
        {/* Registered once the accounts are known, so the form's value finds its option. */}
        <select key={isPending ? 'loading' : 'ready'} className={inputClass} {...controlProps(id, error)} {...registration}>
          <option value="">Escolha…</option>
          {withAccounts && accounts.length > 0 && (
            <optgroup label="Contas">
              {accounts.map((a) => (
                <option key={a.id} value={String(a.id)}>
                  {a.name}
                </option>
              ))}
            </optgroup>
          )}
          <optgroup label={withAccounts ? 'Sem dinheiro em conta' : 'Motivo'}>
            {counterparts.map(([kind, text]) => (
              <option key={kind} value={counterpartOption(kind)}>
                {text}
              </option>
            ))}
          </optgroup>
        </select>
      </FormField>
      {value === ADJUSTMENT && (
        <InputField label="Motivo do ajuste" className="mt-3" error={reasonError} registration={form.register(reasonName)} maxLength={500} />
      )}
    </div>
  )
}
