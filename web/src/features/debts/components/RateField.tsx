import type { UseFormRegisterReturn } from 'react-hook-form'
import { InputField, SelectField } from '@/components/ui/fields'
import { RATE_PERIOD_OPTIONS } from '@/lib/percent'

/**
 * RateField is 'Taxa de juros (%)' with its 'Período': the effective rate a month, or a year, which the server keeps
 * as the monthly rate with the same effect ((1 + a)^(1/12) − 1, six decimals).
 */
export function RateField({ rate, period, error, hint }: { rate: UseFormRegisterReturn; period: UseFormRegisterReturn; error?: string; hint?: string }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_7.5rem] gap-2">
      <InputField label="Taxa de juros (%)" error={error} hint={hint} inputMode="decimal" placeholder="1,5" registration={rate} />
      <SelectField label="Período" options={RATE_PERIOD_OPTIONS} registration={period} />
    </div>
  )
}
