import { useSaveThenGo } from '@/components/ui/use-save-then-go'
import { FormPage } from '@/components/ui/FormPage'
import { useCreateDebt } from '../api/create-debt'
import { DebtForm } from '../components/DebtForm'
import { DEBT_DEFAULTS } from '../lib/schemas'

export default function NewDebtRoute() {
  const save = useSaveThenGo(useCreateDebt().mutateAsync, 'Dívida criada com sucesso!', '/debts')
  return (
    <FormPage backTo="/debts" backLabel="Voltar para dívidas" title="Nova Dívida" subtitle="Cadastre um empréstimo, financiamento ou conta a pagar" width="max-w-3xl">
      <DebtForm
        defaultValues={DEBT_DEFAULTS}
        creating
        submitLabel="Criar Dívida"
        failMessage="Erro ao criar dívida. Tente novamente."
        cancelTo="/debts"
        onSubmit={save}
      />
    </FormPage>
  )
}
