import { apiData, useRefreshingMutation } from '@/lib/queries'
import type { IndexCode } from './types'

export type ImportResult = { imported: number; firstMonth: string; lastMonth: string }

export function importIndex({ code, file }: { code: IndexCode; file: File }): Promise<ImportResult> {
  const form = new FormData()
  form.append('file', file)
  return apiData<ImportResult>(`/indices/${code}/import`, { method: 'POST', body: form })
}

/** useImportIndex imports an SGS CSV export; the indices and the schedules they correct follow. */
export const useImportIndex = () => useRefreshingMutation(importIndex)
