import { useMutation } from '@tanstack/react-query'
import { apiDownload, saveFile } from '@/lib/api-client'

/** exportAll downloads the whole of the data as one ZIP (administrators) and saves it; it returns the file's name. */
export async function exportAll() {
  const file = await apiDownload('/export', 'patrimonio.zip')
  saveFile(file)
  return file.filename
}

export function useExportAll() {
  return useMutation({ mutationFn: exportAll })
}
