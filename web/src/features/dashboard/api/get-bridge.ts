import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { Schemas } from '@/lib/api-types'
import { apiData } from '@/lib/queries'

/** Bridge is the net-worth bridge between two days (GET /api/ledger/bridge); BridgeCause one of its lines' causes. */
export type Bridge = Schemas['Bridge']
export type BridgeCause = Bridge['lines'][number]['cause']
export type JournalEntry = Schemas['JournalEntry']

/** The bridge is the dashboard's: any saved change marks it stale with it (the key's first part). */
export const bridgeQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: ['dashboard', 'bridge', from, to],
    queryFn: () => apiData<Bridge>(`/ledger/bridge?from=${from}&to=${to}`),
    placeholderData: (previous) => previous,
  })

export function useBridge(from: string, to: string) {
  return useQuery(bridgeQueryOptions(from, to))
}

/** The entries behind one bar of the bridge (at most 50, the earliest first) and how many there are. */
export function useBridgeEntries(from: string, to: string, cause: BridgeCause | null) {
  return useQuery({
    queryKey: ['dashboard', 'bridge-entries', from, to, cause],
    queryFn: () =>
      apiRequest<{ data: JournalEntry[]; meta: { total: number } }>(`/ledger/journal?from=${from}&to=${to}&cause=${cause}&pageSize=50`),
    enabled: cause !== null,
  })
}
