import { AlertCircle } from 'lucide-react'
import { ApiError } from '@/lib/api-client'
import { DebtNotFound } from './DebtNotFound'

/** DebtLoadError: no debt (404, or an id that is not one) is 'Dívida não encontrada'; any other failure the load error of spec §8. */
export function DebtLoadError({ error }: { error: unknown }) {
  if (!error || (error instanceof ApiError && error.status === 404)) return <DebtNotFound />
  return <LoadError />
}

export function LoadError() {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <AlertCircle aria-hidden className="mx-auto h-8 w-8 text-red-500" />
      <p className="mt-2 font-medium text-red-800">Erro ao carregar dívidas. Por favor, tente novamente.</p>
    </div>
  )
}
