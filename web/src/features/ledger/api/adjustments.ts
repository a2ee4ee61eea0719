import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { RequestBody, Schemas } from '@/lib/api-types'
import { apiData, useRefreshingMutation } from '@/lib/queries'

/** LedgerAdjustment is an entry an administrator posted with a reason between equity and result accounts. */
export type LedgerAdjustment = Schemas['LedgerAdjustment']
export type AdjustmentInput = RequestBody<'/ledger/adjustments', 'post'>

export const adjustmentsQueryOptions = () =>
  queryOptions({ queryKey: ['ledger', 'adjustments'], queryFn: () => apiData<LedgerAdjustment[]>('/ledger/adjustments') })

export const useAdjustments = () => useQuery(adjustmentsQueryOptions())

/** useCreateAdjustment posts an adjustment (administrators). */
export const useCreateAdjustment = () =>
  useRefreshingMutation((input: AdjustmentInput) => apiData<LedgerAdjustment>('/ledger/adjustments', { method: 'POST', body: input }))

/** useDeleteAdjustment deletes an adjustment: the journal posts its reversal. */
export const useDeleteAdjustment = () =>
  useRefreshingMutation((id: number) => apiRequest<void>(`/ledger/adjustments/${id}`, { method: 'DELETE' }))
