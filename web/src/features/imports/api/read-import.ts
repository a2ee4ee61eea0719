import { useMutation } from '@tanstack/react-query'
import { apiData } from '@/lib/queries'
import type { ImportBatch, ImportKind } from './types'

/** readImport sends a spreadsheet to be read and checked (nothing is created yet); mapping names the column of each field. */
export function readImport({ kind, file, mapping }: { kind: ImportKind; file: File; mapping?: Record<string, string> }): Promise<ImportBatch> {
  const form = new FormData()
  form.append('kind', kind)
  form.append('file', file)
  if (mapping) form.append('mapping', JSON.stringify(mapping))
  return apiData<ImportBatch>('/imports', { method: 'POST', body: form })
}

export function useReadImport() {
  return useMutation({ mutationFn: readImport })
}
