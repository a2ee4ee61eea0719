import { useNavigate } from 'react-router'
import { useToast } from '@/components/ui/Toast'
import { FormPage } from '@/components/ui/FormPage'
import { useCreateDebt } from '../api/create-debt'
import { DebtForm } from '../components/DebtForm'
import { DEBT_DEFAULTS } from '../lib/schemas'

export default function NewDebtRoute() {
  const navigate = useNavigate()
  const toast = useToast()
  const create = useCreateDebt()
  return (
    <FormPage backTo="/debts" backLabel="Voltar para dívidas" title="Nova Dívida" subtitle="Cadastre um empréstimo, financiamento ou conta a pagar" width="max-w-3xl">
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
    </FormPage>
  )
}
