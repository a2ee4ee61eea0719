import { useSearchParams } from 'react-router'
import { FormPage } from '@/components/ui/FormPage'
import { LoadError } from '@/components/ui/LoadError'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { useSaveThenGo } from '@/components/ui/use-save-then-go'
import { MAX_PAGE_SIZE, useAccounts } from '../api/get-accounts'
import { useCreateTransfer } from '../api/create-transfer'
import { ACCOUNTS_LOAD_ERROR } from '../components/AccountLoadError'
import { TransferForm } from '../components/TransferForm'

export default function NewTransferRoute() {
  const from = Number(useSearchParams()[0].get('from')) || 0
  const accounts = useAccounts(1, MAX_PAGE_SIZE)
  const back = from ? `/accounts/${from}` : '/accounts'
  const save = useSaveThenGo(useCreateTransfer().mutateAsync, 'Transferência registrada com sucesso!', back)

  if (accounts.isLoading) return <PageSpinner />
  return (
    <FormPage backTo={back} backLabel="Voltar" title="Transferência entre Contas" subtitle="O valor sai da conta de origem e entra na de destino na mesma data" width="max-w-3xl">
      {accounts.data ? (
        <TransferForm accounts={accounts.data.data} fromAccountId={accounts.data.data.some((a) => a.id === from) ? from : 0} cancelTo={back} onSubmit={save} />
      ) : (
        <div className="mt-6">
          <LoadError message={ACCOUNTS_LOAD_ERROR} onRetry={() => void accounts.refetch()} retrying={accounts.isFetching} />
        </div>
      )}
    </FormPage>
  )
}
