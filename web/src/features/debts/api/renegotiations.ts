import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiData, useRefreshingMutation } from '@/lib/queries'
import type { RequestBody, Schemas } from '@/lib/api-types'
import type { Debt } from './types'

export type DebtRenegotiation = Schemas['DebtRenegotiation']
export type RenegotiationInput = RequestBody<'/debts/{id}/renegotiations', 'post'>

/** A debt's renegotiations, the latest first, each with the terms it ended. */
export const renegotiationsQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['debts', 'renegotiations', id], queryFn: () => apiData<DebtRenegotiation[]>(`/debts/${id}/renegotiations`) })

export const useDebtRenegotiations = (id: number) => useQuery(renegotiationsQueryOptions(id))

/** useRenegotiateDebt gives a debt new terms from a day on: the debt, its schedule and the dashboard follow. */
export const useRenegotiateDebt = () =>
  useRefreshingMutation(
    ({ id, ...input }: RenegotiationInput & { id: number }) => apiData<Debt>(`/debts/${id}/renegotiations`, { method: 'POST', body: input }),
  )
