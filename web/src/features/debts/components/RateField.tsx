import type { UseFormRegisterReturn } from 'react-hook-form'
import { InputField } from '@/components/ui/fields'

/** RateField is 'Taxa de juros (% a.m.)': the effective monthly rate, 0 to 100 with two decimals. */
export function RateField({ registration, error, hint }: { registration: UseFormRegisterReturn; error?: string; hint?: string }) {
  return <InputField label="Taxa de juros (% a.m.)" error={error} hint={hint} type="number" inputMode="decimal" min={0} max={100} step={0.01} registration={registration} />
}

/** rateValue reads the rate field: an empty one is 0. */
export const rateValue = { setValueAs: (v: string) => (v === '' ? 0 : Number(v)) }
