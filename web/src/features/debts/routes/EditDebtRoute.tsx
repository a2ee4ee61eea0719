import { typedPercent } from '@/lib/percent'
import { sourceValue } from '@/lib/counterparts'
import { formatTaxId } from '@/lib/tax-id'
import { useParams } from 'react-router'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { useSaveThenGo } from '@/components/ui/use-save-then-go'
import { FormPage } from '@/components/ui/FormPage'
import { useDebt } from '../api/get-debt'
import { useUpdateDebt } from '../api/update-debt'
import type { DebtInput } from '../api/types'
import { DebtForm } from '../components/DebtForm'
import { DebtLoadError } from '../components/DebtLoadError'

export default function EditDebtRoute() {
  const id = Number(useParams().id)
  const { data: debt, isLoading, error } = useDebt(id)
  const update = useUpdateDebt()
  const save = useSaveThenGo((input: DebtInput) => update.mutateAsync({ id, ...input }), 'Dívida atualizada com sucesso!', '/debts')

  if (isLoading) return <PageSpinner />
  if (!debt) return <DebtLoadError error={error} />

  const { creditorName, description, originalAmount, currentAmount, dueDate, status, category, paymentMethod, installments, currentInstallment } = debt
  const contractDate = debt.contractDate ?? ''
  const disbursementAccountId = sourceValue(debt.disbursementAccountId, debt.counterpart)
  const counterpartReason = debt.counterpart?.reason ?? ''
  const { system, graceMonths, graceInterest, fees, index, indexLag } = debt
  const creditorDocument = formatTaxId(debt.creditorDocument)
  const firstDueDate = debt.firstDueDate ?? ''
  const interestRate = typedPercent(debt.interestRate)
  return (
    <FormPage backTo={`/debts/${id}`} backLabel="Voltar" title="Editar Dívida" subtitle={<>{creditorName}</>} width="max-w-3xl">
      <DebtForm
        key={debt.updatedAt}
        defaultValues={{ creditorName, creditorDocument, description, originalAmount, currentAmount, interestRate, ratePeriod: 'month', dueDate, status, category, paymentMethod, installments, currentInstallment, contractDate, disbursementAccountId, counterpartReason, balanceCounterpart: '', balanceReason: '', system, firstDueDate, graceMonths, graceInterest, fees, index, indexLag }}
        creating={false}
        balance={currentAmount}
        submitLabel="Salvar Alterações"
        failMessage="Erro ao atualizar dívida. Tente novamente."
        cancelTo={`/debts/${id}`}
        onSubmit={save}
      />
    </FormPage>
  )
}
