import { apiData, useRefreshingMutation } from '@/lib/queries'

export type FipeImport = { prices: number; updated: number }

export function importFipe(file: File): Promise<FipeImport> {
  const form = new FormData()
  form.append('file', file)
  return apiData<FipeImport>('/vehicles/fipe/import', { method: 'POST', body: form })
}

/** useImportFipe sends a FIPE price list: the vehicles in stock with a listed code take its value. */
export const useImportFipe = () => useRefreshingMutation(importFipe)
