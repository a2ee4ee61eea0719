import { useMutation } from '@tanstack/react-query'
import { apiDownload, saveFile } from '@/lib/api-client'

/** ExportConfirmation is who asks for everything: the admin's password, and a code when two-factor sign-in is on. */
export type ExportConfirmation = { password: string; code?: string }

/** exportAll downloads the whole of the data as one ZIP (administrators) and saves it; it returns the file's name. */
export async function exportAll(confirmation: ExportConfirmation) {
  const file = await apiDownload('/export', 'patrimonio.zip', confirmation)
  saveFile(file)
  return file.filename
}

export function useExportAll() {
  return useMutation({ mutationFn: exportAll })
}
