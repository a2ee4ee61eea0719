import { FormPage } from '@/components/ui/FormPage'
import { useSaveThenGo } from '@/components/ui/use-save-then-go'
import { useCreateAccount } from '../api/create-account'
import { AccountForm } from '../components/AccountForm'
import { ACCOUNT_DEFAULTS } from '../lib/schemas'

export default function NewAccountRoute() {
  const save = useSaveThenGo(useCreateAccount().mutateAsync, 'Conta criada com sucesso!', '/accounts')
  return (
    <FormPage backTo="/accounts" backLabel="Voltar para contas" title="Nova Conta" subtitle="Cadastre o caixa, uma conta bancária ou uma aplicação" width="max-w-3xl">
      <AccountForm defaultValues={ACCOUNT_DEFAULTS} submitLabel="Criar Conta" failMessage="Erro ao criar conta. Tente novamente." cancelTo="/accounts" onSubmit={save} />
    </FormPage>
  )
}
