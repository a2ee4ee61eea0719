import { useWatch, type UseFormReturn } from 'react-hook-form'
import { FIRST_DUE_HINT, interestValue } from '@/lib/installment-plan'
import { DateField, InputField, MoneyField, SelectField } from './fields'

/** InstallmentSaleValues are the fields of a sale in installments the company finances itself. */
type InstallmentSaleValues = { installments: string; downPayment: number; firstDueDate: string; interestRate: number; system: 'price' | 'sac' }

/**
 * InstallmentSaleFields are the terms of a sale in installments financed by the company itself, as the sales of an
 * asset and of a vehicle ask them: how many, the down payment, the first due date, and the interest — a rate a month
 * (0 or empty: equal installments without interest) and, with one, Tabela Price or SAC.
 */
export function InstallmentSaleFields<V extends InstallmentSaleValues>({ form }: { form: UseFormReturn<V> }) {
  // The form holds more fields than these; this piece reads and registers its own.
  const { register, control, formState } = form as unknown as UseFormReturn<InstallmentSaleValues>
  const { errors } = formState
  const rate = useWatch({ control, name: 'interestRate' })
  return (
    <>
      <InputField label="Número de parcelas" error={errors.installments?.message} type="number" min={2} step={1} registration={register('installments')} />
      <MoneyField label="Entrada" hint="Recebida no dia da venda; 0 se não houver" error={errors.downPayment?.message} control={control} name="downPayment" />
      <DateField label="Primeiro vencimento" hint={FIRST_DUE_HINT} error={errors.firstDueDate?.message} control={control} name="firstDueDate" />
      <InputField
        label="Juros (% a.m.)"
        hint="0 para parcelas iguais, sem juros"
        error={errors.interestRate?.message}
        inputMode="decimal"
        placeholder="0,9"
        registration={register('interestRate', interestValue)}
      />
      {rate > 0 && (
        <SelectField
          label="Sistema das parcelas"
          error={errors.system?.message}
          options={[
            ['price', 'Tabela Price'],
            ['sac', 'SAC'],
          ]}
          registration={register('system')}
        />
      )}
    </>
  )
}
