import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Schemas } from '@/lib/api-types'
import { apiData } from '@/lib/queries'

/** TrialBalance is the balancete of one day (GET /api/ledger/trial-balance). */
export type TrialBalance = Schemas['TrialBalance']

export const trialBalanceQueryOptions = (date: string) =>
  queryOptions({
    queryKey: ['ledger', 'trial-balance', date],
    queryFn: () => apiData<TrialBalance>(`/ledger/trial-balance${date ? `?date=${date}` : ''}`),
    placeholderData: (previous) => previous,
  })

export function useTrialBalance(date: string) {
  return useQuery(trialBalanceQueryOptions(date))
}
