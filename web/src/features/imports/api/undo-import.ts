import { apiData, useRefreshingMutation } from '@/lib/queries'

/** undoImport removes the records a committed batch created, while none has changed since. */
export function undoImport(id: number): Promise<{ id: number; removed: number }> {
  return apiData(`/imports/${id}`, { method: 'DELETE' })
}

export const useUndoImport = () => useRefreshingMutation(undoImport)
