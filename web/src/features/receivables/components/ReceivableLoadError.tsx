import { HandCoins } from 'lucide-react'
import { ApiError } from '@/lib/api-client'
import { LoadError } from '@/components/ui/LoadError'
import { NotFound } from '@/components/ui/NotFound'

/** RECEIVABLES_LOAD_ERROR is the load error of the receivables' screens. */
export const RECEIVABLES_LOAD_ERROR = 'Erro ao carregar contas a receber. Por favor, tente novamente.'

/** ReceivableLoadError: no receivable (404) is 'Conta a receber não encontrada'; any other failure the load error. */
export function ReceivableLoadError({ error }: { error: unknown }) {
  if (!error || (error instanceof ApiError && error.status === 404)) {
    return (
      <NotFound
        icon={HandCoins}
        title="Conta a receber não encontrada"
        text="A conta a receber solicitada não foi encontrada."
        backTo="/receivables"
        backLabel="Voltar para a receber"
      />
    )
  }
  return <LoadError message={RECEIVABLES_LOAD_ERROR} />
}
