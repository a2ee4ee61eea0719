import { useSearchParams } from 'react-router'
import { useSaveThenGo } from '@/components/ui/use-save-then-go'
import { FormPage } from '@/components/ui/FormPage'
import { useCreateDebt } from '../api/create-debt'
import { DebtForm } from '../components/DebtForm'
import { debtDefaultsFromQuery } from '../lib/prefill'

export default function NewDebtRoute() {
  const save = useSaveThenGo(useCreateDebt().mutateAsync, 'Dívida criada com sucesso!', '/debts')
  const [params] = useSearchParams() // a simulation saved as a debt fills the form
  return (
    <FormPage backTo="/debts" backLabel="Voltar para dívidas" title="Nova Dívida" subtitle="Cadastre um empréstimo, financiamento ou conta a pagar" width="max-w-3xl">
      <DebtForm
        defaultValues={debtDefaultsFromQuery(params)}
        creating
        submitLabel="Criar Dívida"
        failMessage="Erro ao criar dívida. Tente novamente."
        cancelTo="/debts"
        onSubmit={save}
      />
    </FormPage>
  )
}
