import { sourceValue } from '@/lib/counterparts'
import { useParams } from 'react-router'
import { FormPage } from '@/components/ui/FormPage'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { useSaveThenGo } from '@/components/ui/use-save-then-go'
import { useAccount } from '../api/get-account'
import { useUpdateAccount } from '../api/update-account'
import type { AccountInput } from '../api/types'
import { AccountForm } from '../components/AccountForm'
import { AccountLoadError } from '../components/AccountLoadError'

export default function EditAccountRoute() {
  const id = Number(useParams().id)
  const { data: account, isLoading, error } = useAccount(id)
  const update = useUpdateAccount()
  const save = useSaveThenGo((input: AccountInput) => update.mutateAsync({ id, ...input }), 'Conta atualizada com sucesso!', `/accounts/${id}`)

  if (isLoading) return <PageSpinner />
  if (!account) return <AccountLoadError error={error} />

  const { name, kind, bankName, agency, number, openingBalance, openingDate } = account
  return (
    <FormPage backTo={`/accounts/${id}`} backLabel="Voltar" title="Editar Conta" subtitle={name} width="max-w-3xl">
      <AccountForm
        key={account.updatedAt}
        defaultValues={{ name, kind, bankName, agency, number, openingBalance: Math.abs(openingBalance), openingNegative: openingBalance < 0, openingDate,
          counterpart: sourceValue(undefined, account.openingCounterpart), counterpartReason: account.openingCounterpart?.reason ?? '' }}
        submitLabel="Salvar Alterações"
        failMessage="Erro ao atualizar conta. Tente novamente."
        cancelTo={`/accounts/${id}`}
        onSubmit={save}
      />
    </FormPage>
  )
}
