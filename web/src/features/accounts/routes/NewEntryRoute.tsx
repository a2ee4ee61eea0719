import { useParams } from 'react-router'
import { FormPage } from '@/components/ui/FormPage'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { useSaveThenGo } from '@/components/ui/use-save-then-go'
import { formatBRL } from '@/lib/money'
import { useAccount } from '../api/get-account'
import { useCreateEntry } from '../api/create-entry'
import { useSubaccounts } from '../api/get-subaccounts'
import type { EntryInput } from '../api/types'
import { AccountLoadError } from '../components/AccountLoadError'
import { EntryForm } from '../components/EntryForm'

export default function NewEntryRoute() {
  const id = Number(useParams().id)
  const { data: account, isLoading, error } = useAccount(id)
  const create = useCreateEntry()
  const subaccounts = useSubaccounts()
  const save = useSaveThenGo((input: EntryInput) => create.mutateAsync({ accountId: id, ...input }), 'Lançamento registrado com sucesso!', `/accounts/${id}`)

  if (isLoading) return <PageSpinner />
  if (!account) return <AccountLoadError error={error} />
  return (
    <FormPage backTo={`/accounts/${id}`} backLabel="Voltar para o extrato" title="Novo Lançamento" subtitle={`${account.name} · saldo atual ${formatBRL(account.balance)}`} width="max-w-3xl">
      <EntryForm cancelTo={`/accounts/${id}`} onSubmit={save} subaccounts={subaccounts.data} />
    </FormPage>
  )
}
