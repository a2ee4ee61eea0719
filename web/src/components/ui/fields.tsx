import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'
import { Link } from 'react-router'
import { Controller, type Control, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form'
import { FormField, buttonClass, controlProps, inputClass } from './FormField'
import { DateInput } from './DateInput'
import { MoneyInput } from './MoneyInput'

/** FieldProps are what every field component takes: the label, the error message, a hint, the wrapper's class. */
type FieldProps = { label: string; error?: string; hint?: string; className?: string }

/** InputField is a FormField with an input registered in react-hook-form; the id is the field's name unless given. */
export function InputField({
  label,
  error,
  hint,
  className,
  registration,
  id = registration.name,
  ...input
}: FieldProps & { registration: UseFormRegisterReturn } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint} className={className}>
      <input className={inputClass} {...input} {...controlProps(id, error)} {...registration} />
    </FormField>
  )
}

/** TextAreaField is a FormField with a textarea registered in react-hook-form; the id is the field's name unless given. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  registration,
  id = registration.name,
  rows = 3,
  ...textarea
}: FieldProps & { registration: UseFormRegisterReturn } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint} className={className}>
      <textarea rows={rows} className={inputClass} {...textarea} {...controlProps(id, error)} {...registration} />
    </FormField>
  )
}

/** SelectField is a FormField with a select of [value, label] options registered in react-hook-form (id as InputField). */
export function SelectField({
  label,
  error,
  hint,
  className,
  registration,
  id = registration.name,
  options,
  ...select
}: FieldProps & { registration: UseFormRegisterReturn; options: readonly (readonly [string, string])[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint} className={className}>
      <select className={inputClass} {...select} {...controlProps(id, error)} {...registration}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FormField>
  )
}

/** MoneyField is a FormField with a MoneyInput bound to a money field (reais) of the form; onValue sees each change first. */
export function MoneyField<T extends FieldValues>({
  label,
  error,
  hint,
  className,
  control,
  name,
  onValue,
}: FieldProps & { control: Control<T>; name: Path<T>; onValue?: (reais: number, previous: number) => void }) {
  return (
    <FormField label={label} htmlFor={name} error={error} hint={hint} className={className}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <MoneyInput
            {...controlProps(name, error)}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(reais) => {
              onValue?.(reais, field.value)
              field.onChange(reais)
            }}
          />
        )}
      />
    </FormField>
  )
}

/**
 * DateField is a FormField with a DateInput bound to a date field of the form: the person types 'dd/mm/aaaa', the
 * form holds 'YYYY-MM-DD' (or the incomplete text, which the schema refuses with DATE_INVALID).
 */
export function DateField<T extends FieldValues>({
  label,
  error,
  hint,
  className,
  control,
  name,
  id = name,
}: FieldProps & { control: Control<T>; name: Path<T>; /** id, the field's name unless two forms of a page share it */ id?: string }) {
  return (
    <FormField label={label} htmlFor={id} error={error} hint={hint} className={className}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <DateInput {...controlProps(id, error)} name={field.name} ref={field.ref} value={field.value ?? ''} onBlur={field.onBlur} onChange={field.onChange} />
        )}
      />
    </FormField>
  )
}

/**
 * FormActions ends a form: 'Cancelar' (a link back to cancelTo, or a button calling onCancel that waits while busy)
 * and the submit button, which reads busyText while busy.
 */
export function FormActions({
  cancelTo,
  onCancel,
  busy,
  submitText,
  busyText = 'Salvando...',
  tone = 'primary',
  className = '',
}: {
  busy: boolean
  submitText: string
  busyText?: string
  tone?: 'primary' | 'danger'
  className?: string
} & ({ cancelTo: string; onCancel?: never } | { onCancel: () => void; cancelTo?: never })) {
  return (
    <div className={`flex flex-col-reverse gap-3 sm:flex-row sm:justify-end ${className}`}>
      {cancelTo !== undefined ? (
        <Link to={cancelTo} className={buttonClass.secondary}>
          Cancelar
        </Link>
      ) : (
        <button type="button" onClick={onCancel} disabled={busy} className={buttonClass.secondary}>
          Cancelar
        </button>
      )}
      <button type="submit" disabled={busy} className={buttonClass[tone]}>
        {busy ? busyText : submitText}
      </button>
    </div>
  )
}
