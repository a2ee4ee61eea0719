import { useMutation } from '@tanstack/react-query'
import { apiData } from '@/lib/queries'
import type { ImportBatch, ImportKind } from './types'

type ReadImport = {
  kind: ImportKind
  file: File
  /** mapping names the column of each field; left out, the server finds them by name. */
  mapping?: Record<string, string>
  /** counterpart is the other side of every row's money ('Saldo de abertura', 'Aporte dos sócios'…; not for indices). */
  counterpart?: string
  counterpartReason?: string
  /** onSent hears the share of the file sent so far (0 to 1). */
  onSent?: (sent: number) => void
}

/** readImport sends a spreadsheet to be read and checked (nothing is created yet). */
export function readImport({ kind, file, mapping, counterpart, counterpartReason, onSent }: ReadImport): Promise<ImportBatch> {
  const form = new FormData()
  form.append('kind', kind)
  if (counterpart) form.append('counterpart', counterpart)
  if (counterpartReason) form.append('counterpartReason', counterpartReason)
  form.append('file', file)
  if (mapping) form.append('mapping', JSON.stringify(mapping))
  return apiData<ImportBatch>('/imports', { method: 'POST', body: form, onUploadProgress: onSent })
}

export function useReadImport() {
  return useMutation({ mutationFn: readImport })
}
