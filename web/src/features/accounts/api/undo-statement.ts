import { apiData, useRefreshingMutation } from '@/lib/queries'

/** undoStatement removes what an imported statement created and forgets its lines. */
export function undoStatement({ accountId, id }: { accountId: number; id: number }): Promise<{ removed: number }> {
  return apiData(`/accounts/${accountId}/statements/${id}`, { method: 'DELETE' })
}

export const useUndoStatement = () => useRefreshingMutation(undoStatement)
