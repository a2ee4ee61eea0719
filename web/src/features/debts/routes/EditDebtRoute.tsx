import { Link, useNavigate, useParams } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { useToast } from '@/components/ui/Toast'
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
    <div className="mx-auto max-w-3xl">
      <Link to={`/debts/${id}`} className="mb-4 inline-flex items-center gap-2 text-sm text-slate-600 hover:text-slate-900">
        <ArrowLeft aria-hidden className="h-4 w-4" /> Voltar
      </Link>
      <h1 className="text-2xl font-bold text-slate-900">Editar Dívida</h1>
      <p className="mt-1 text-slate-600">{creditorName}</p>
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
    </div>
  )
}
