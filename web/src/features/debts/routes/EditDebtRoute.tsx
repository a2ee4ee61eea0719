import { useNavigate, useParams } from 'react-router'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { useToast } from '@/components/ui/Toast'
import { FormPage } from '@/components/ui/FormPage'
import { useDebt } from '../api/get-debt'
import { useUpdateDebt } from '../api/update-debt'
import { DebtForm } from '../components/DebtForm'
import { DebtLoadError } from '../components/DebtLoadError'

export default function EditDebtRoute() {
  const id = Number(useParams().id)
  const navigate = useNavigate()
  const toast = useToast()
  const { data: debt, isLoading, error } = useDebt(id)
  const update = useUpdateDebt()

  if (isLoading) {
    return (
      <PageSpinner />
    )
  }
  if (!debt) return <DebtLoadError error={error} />

  const { creditorName, description, originalAmount, currentAmount, interestRate, dueDate, status, category, paymentMethod, installments, currentInstallment } = debt
  return (
    <FormPage backTo={`/debts/${id}`} backLabel="Voltar" title="Editar Dívida" subtitle={<>{creditorName}</>} width="max-w-3xl">
      <DebtForm
        key={debt.updatedAt}
        defaultValues={{ creditorName, description, originalAmount, currentAmount, interestRate, dueDate, status, category, paymentMethod, installments, currentInstallment }}
        creating={false}
        submitLabel="Salvar Alterações"
        failMessage="Erro ao atualizar dívida. Tente novamente."
        cancelTo={`/debts/${id}`}
        onSubmit={async (input) => {
          await update.mutateAsync({ id, ...input })
          toast.success('Dívida atualizada com sucesso!')
          navigate('/debts')
        }}
      />
    </FormPage>
  )
}
