import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Schemas } from '@/lib/api-types'
import { apiData } from '@/lib/queries'

/** Subaccount is one of the company's sub-accounts of the chart (GET /api/ledger/subaccounts): an entry may name one of its category's account. */
export type Subaccount = Schemas['LedgerSubaccount']

export const subaccountsQueryOptions = () =>
  queryOptions({ queryKey: ['ledger', 'subaccounts'], queryFn: () => apiData<Subaccount[]>('/ledger/subaccounts') })

export const useSubaccounts = () => useQuery(subaccountsQueryOptions())
