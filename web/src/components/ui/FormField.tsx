import type { ButtonHTMLAttributes, ReactNode } from 'react'

/** inputClass is the look of every text input, select and textarea. */
export const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 outline-none transition focus:border-primary-500 focus:ring-2 focus:ring-primary-500/30 disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-400'

/**
 * FormField is a label, its control and the field's error message, whose id (`<htmlFor>-error`) the control names in
 * aria-describedby (controlProps, or the field components of fields.tsx, set it).
 */
export function FormField({
  label,
  htmlFor,
  error,
  hint,
  className,
  children,
}: {
  label: string
  htmlFor: string
  error?: string
  hint?: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint && !error && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
      {error && (
        <p id={`${htmlFor}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}

/** buttonClass gives the primary and secondary button looks. */
export const buttonClass = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-primary-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:brightness-90 disabled:cursor-not-allowed disabled:opacity-60',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60',
  danger:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-red-600 px-4 py-2.5 text-sm font-semibold text-white hover:brightness-90 disabled:cursor-not-allowed disabled:opacity-60',
}

/**
 * BusyButton is a button that says what it is doing while its request runs, and cannot be pressed twice meanwhile
 * ('Salvar' becomes 'Salvando...'). A submit button unless type says otherwise.
 */
export function BusyButton({
  busy,
  busyText,
  tone = 'primary',
  type = 'submit',
  className = '',
  disabled,
  children,
  ...rest
}: { busy: boolean; busyText: string; tone?: keyof typeof buttonClass } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} disabled={busy || disabled} className={`${buttonClass[tone]} ${className}`} {...rest}>
      {busy ? busyText : children}
    </button>
  )
}

/** controlProps links a control to its FormField: its id, aria-invalid, and aria-describedby naming the error. */
export function controlProps(id: string, error?: string) {
  return { id, 'aria-invalid': !!error, 'aria-describedby': error ? `${id}-error` : undefined }
}
