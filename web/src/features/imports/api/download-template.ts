import { useMutation } from '@tanstack/react-query'
import { apiDownload, saveFile } from '@/lib/api-client'

/** downloadTemplate saves the assets import's template, a spreadsheet with its columns and one example row. */
export async function downloadTemplate(format: 'csv' | 'xlsx') {
  saveFile(await apiDownload(`/imports/templates/assets?format=${format}`, `modelo-ativos.${format}`))
}

export function useDownloadTemplate() {
  return useMutation({ mutationFn: downloadTemplate })
}
