import { Landmark } from 'lucide-react'
import { ApiError } from '@/lib/api-client'
import { LoadError } from '@/components/ui/LoadError'
import { NotFound } from '@/components/ui/NotFound'

/** ACCOUNTS_LOAD_ERROR is the load error of the account screens. */
export const ACCOUNTS_LOAD_ERROR = 'Erro ao carregar contas. Por favor, tente novamente.'

/** AccountLoadError: no account (404, or an id that is not one) is 'Conta não encontrada'; any other failure the load error. */
export function AccountLoadError({ error }: { error: unknown }) {
  if (!error || (error instanceof ApiError && error.status === 404)) {
    return <NotFound icon={Landmark} title="Conta não encontrada" text="A conta solicitada não foi encontrada." backTo="/accounts" backLabel="Voltar para contas" />
  }
  return <LoadError message={ACCOUNTS_LOAD_ERROR} />
}
