import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { Schemas } from '@/lib/api-types'
import { apiData, useRefreshingMutation } from '@/lib/queries'

/** LedgerSubaccount is a sub-account the company added under an equity or result account. */
export type LedgerSubaccount = Schemas['LedgerSubaccount']

export const subaccountsQueryOptions = () =>
  queryOptions({ queryKey: ['ledger', 'subaccounts'], queryFn: () => apiData<LedgerSubaccount[]>('/ledger/subaccounts') })

export const useSubaccounts = () => useQuery(subaccountsQueryOptions())

/** useCreateSubaccount adds a sub-account (administrators). */
export const useCreateSubaccount = () =>
  useRefreshingMutation(
    (input: { parent: string; name: string }) => apiData<LedgerSubaccount>('/ledger/subaccounts', { method: 'POST', body: input }),
  )

/** useDeleteSubaccount deletes a sub-account nothing was posted to. */
export const useDeleteSubaccount = () =>
  useRefreshingMutation((id: number) => apiRequest<void>(`/ledger/subaccounts/${id}`, { method: 'DELETE' }))
