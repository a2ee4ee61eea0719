import { apiData, useRefreshingMutation } from '@/lib/queries'

/** commitImport creates every record of a batch read without errors, all at once. */
export function commitImport(id: number): Promise<{ id: number; created: number }> {
  return apiData(`/imports/${id}/commit`, { method: 'POST' })
}

/** useCommitImport commits a batch; the lists and the dashboard follow. */
export const useCommitImport = () => useRefreshingMutation(commitImport)
