import { useMutation } from '@tanstack/react-query'
import { apiDownload, saveFile } from '@/lib/api-client'
import type { ImportKind } from './types'

/** downloadTemplate saves a kind's import template, a spreadsheet with its columns and one example row. */
export async function downloadTemplate({ kind, format }: { kind: ImportKind; format: 'csv' | 'xlsx' }) {
  saveFile(await apiDownload(`/imports/templates/${kind}?format=${format}`, `modelo-${kind}.${format}`))
}

export function useDownloadTemplate() {
  return useMutation({ mutationFn: downloadTemplate })
}
