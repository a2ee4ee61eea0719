import { Link, useNavigate } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { useToast } from '@/components/ui/Toast'
import { useCreateDebt } from '../api/create-debt'
import { DebtForm } from '../components/DebtForm'
import { DEBT_DEFAULTS } from '../lib/schemas'

export default function NewDebtRoute() {
  const navigate = useNavigate()
  const toast = useToast()
  const create = useCreateDebt()
  return (
    <div className="mx-auto max-w-3xl">
      <Link to="/debts" className="mb-4 inline-flex items-center gap-2 text-sm text-slate-600 hover:text-slate-900">
        <ArrowLeft aria-hidden className="h-4 w-4" /> Voltar para dívidas
      </Link>
      <h1 className="text-2xl font-bold text-slate-900">Nova Dívida</h1>
      <p className="mt-1 text-slate-600">Cadastre um empréstimo, financiamento ou conta a pagar</p>
      <DebtForm
        defaultValues={DEBT_DEFAULTS}
        creating
        submitLabel="Criar Dívida"
        failMessage="Erro ao criar dívida. Tente novamente."
        cancelTo="/debts"
        onSubmit={async (input) => {
          await create.mutateAsync(input)
          toast.success('Dívida criada com sucesso!')
          navigate('/debts')
        }}
      />
    </div>
  )
}
