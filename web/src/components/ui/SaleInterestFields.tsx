import type { UseFormRegisterReturn } from 'react-hook-form'
import { InputField, SelectField } from './fields'

/**
 * SaleInterestFields are the interest of a sale in installments financed by the company itself: a rate a month
 * (0 or empty: equal installments without interest) and, with one, Tabela Price or SAC.
 */
export function SaleInterestFields({ rate, system, withInterest, errors }: {
  rate: UseFormRegisterReturn
  system: UseFormRegisterReturn
  withInterest: boolean
  errors: { rate?: string; system?: string }
}) {
  return (
    <>
      <InputField label="Juros (% a.m.)" hint="0 para parcelas iguais, sem juros" error={errors.rate} inputMode="decimal" placeholder="0,9" registration={rate} />
      {withInterest && (
        <SelectField
          label="Sistema das parcelas"
          error={errors.system}
          options={[
            ['price', 'Tabela Price'],
            ['sac', 'SAC'],
          ]}
          registration={system}
        />
      )}
    </>
  )
}
