import { apiData, useRefreshingMutation } from '@/lib/queries'

/** commitImport creates every record of a batch read without errors, all at once. */
export function commitImport(id: number): Promise<{ id: number; created: number }> {
  return apiData(`/imports/${id}/commit`, { method: 'POST' })
}

/** REFRESHED_BY_IMPORTS are the queries an import or its undo changes: the lists, the dashboard and the imports. */
export const REFRESHED_BY_IMPORTS = [['assets'], ['vehicles'], ['debts'], ['accounts'], ['indices'], ['obligations'], ['dashboard'], ['imports']]

/** useCommitImport commits a batch; the lists and the dashboard follow. */
export const useCommitImport = () => useRefreshingMutation(commitImport, ...REFRESHED_BY_IMPORTS)
