import type { UseFormRegisterReturn } from 'react-hook-form'
import { NO_ACCOUNT, useAccountOptions } from '@/lib/account-options'
import { SelectField } from './fields'

/**
 * AccountField is the select of the account a money event must move (a cost, a tax, a receipt: no account chosen at
 * first): the form's value is the account's id as text, NO_ACCOUNT until one is chosen.
 */
export function AccountField({
  label,
  registration,
  error,
  hint,
  className,
}: {
  label: string
  registration: UseFormRegisterReturn
  error?: string
  hint?: string
  className?: string
}) {
  const { data = [], isPending } = useAccountOptions()
  const options: [string, string][] = [[NO_ACCOUNT, 'Escolha a conta…'], ...data.map((a): [string, string] => [String(a.id), a.name])]
  // The select is registered once the accounts are known, so the form's value finds its option.
  return (
    <SelectField
      key={isPending ? 'loading' : 'ready'}
      label={label}
      registration={registration}
      options={options}
      error={error}
      hint={hint}
      className={className}
    />
  )
}
