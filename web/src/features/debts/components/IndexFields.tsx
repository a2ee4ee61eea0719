import type { UseFormRegisterReturn } from 'react-hook-form'
import { InputField, SelectField } from '@/components/ui/fields'
import { INDEX_OPTIONS } from '../lib/labels'

type Props = {
  index: UseFormRegisterReturn
  lag: UseFormRegisterReturn
  /** indexed shows the lag: an index is chosen. */
  indexed: boolean
  errors: { index?: string; lag?: string }
}

/** IndexFields are a financing's 'Correção monetária' (an index, or none) and, with one, its lag in months. */
export function IndexFields({ index, lag, indexed, errors }: Props) {
  return (
    <>
      <SelectField
        label="Correção monetária"
        hint="O saldo é corrigido mês a mês pela série do índice (menu Índices)"
        error={errors.index}
        options={INDEX_OPTIONS}
        registration={index}
      />
      {indexed && (
        <InputField
          label="Defasagem (meses)"
          hint="Cada parcela usa o índice deste número de meses antes do seu vencimento"
          error={errors.lag}
          type="number"
          inputMode="numeric"
          min={0}
          max={12}
          step={1}
          registration={lag}
        />
      )}
    </>
  )
}
