import { ApiError } from '@/lib/api-client'
import { LoadError } from '@/components/ui/LoadError'
import { DebtNotFound } from './DebtNotFound'

/** DEBTS_LOAD_ERROR is the load error of docs/product.md §8 for the debt screens. */
export const DEBTS_LOAD_ERROR = 'Erro ao carregar dívidas. Por favor, tente novamente.'

/** DebtLoadError: no debt (404, or an id that is not one) is 'Dívida não encontrada'; any other failure the load error of docs/product.md §8. */
export function DebtLoadError({ error }: { error: unknown }) {
  if (!error || (error instanceof ApiError && error.status === 404)) return <DebtNotFound />
  return <LoadError message={DEBTS_LOAD_ERROR} />
}
