import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiData } from '@/lib/queries'

/** LedgerAccount is one account of the chart (GET /api/ledger/accounts). */
export type LedgerAccount = { code: string; name: string; nature: string; level: number; group: boolean; cause: string }

export const ledgerAccountsQueryOptions = () =>
  queryOptions({ queryKey: ['ledger', 'accounts'], queryFn: () => apiData<LedgerAccount[]>('/ledger/accounts'), staleTime: Infinity })

/** useLedgerAccounts reads the chart of accounts, which only changes with the product. */
export const useLedgerAccounts = () => useQuery(ledgerAccountsQueryOptions())

/** adjustable is whether an adjustment may post to the account, as the server says (an equity or result account with a line in the bridge). */
export const adjustable = (a: LedgerAccount) => !a.group && a.cause !== ''
