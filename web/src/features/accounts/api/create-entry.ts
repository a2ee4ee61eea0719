import { apiData, useRefreshingMutation } from '@/lib/queries'
import type { EntryInput, Movement } from './types'

export function createEntry({ accountId, ...input }: EntryInput & { accountId: number }): Promise<Movement> {
  return apiData<Movement>(`/accounts/${accountId}/entries`, { method: 'POST', body: input })
}

/** useCreateEntry records a receita or despesa; balances and statements refresh. */
export const useCreateEntry = () => useRefreshingMutation(createEntry)
