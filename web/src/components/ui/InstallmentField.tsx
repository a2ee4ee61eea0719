import type { ChangeHandler, UseFormRegisterReturn } from 'react-hook-form'
import { SelectField } from '@/components/ui/fields'
import { formatDate } from '@/lib/dates'
import { formatBRL } from '@/lib/money'

/**
 * InstallmentField is 'Parcela' in a payment's or a receipt's form: none (noneLabel) or one of the open installments,
 * each written '3ª — vence em 10/04/2025 — R$ 1.000,00' (amountOf gives the amount); choosing calls onChoose with
 * the installment (undefined for none), for the form to fill its amounts.
 */
export function InstallmentField<T extends { number: number; dueDate: string }>({
  installments,
  amountOf,
  noneLabel,
  hint,
  registration,
  onChoose,
}: {
  installments: T[]
  amountOf: (installment: T) => number
  noneLabel: string
  hint: string
  registration: UseFormRegisterReturn
  onChoose: (installment: T | undefined) => void
}) {
  const options: [string, string][] = [
    ['', noneLabel],
    ...installments.map((i): [string, string] => [String(i.number), `${i.number}ª — vence em ${formatDate(i.dueDate)} — ${formatBRL(amountOf(i))}`]),
  ]
  const onChange: ChangeHandler = async (e) => {
    await registration.onChange(e)
    onChoose(installments.find((i) => String(i.number) === String(e.target.value)))
  }
  return <SelectField label="Parcela" hint={hint} options={options} registration={{ ...registration, onChange }} />
}
