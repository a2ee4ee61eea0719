import { useMutation } from '@tanstack/react-query'
import { apiDownload, saveFile } from '@/lib/api-client'
import type { Report, ReportFormat } from './types'

/** downloadReport fetches the report's file, built by the server from the data as it stands, and saves it. */
export async function downloadReport({ report, format }: { report: Report; format: ReportFormat }) {
  const file = await apiDownload(`/reports/${report.id}/download?format=${format}`, `relatorio-${report.id}.${format}`)
  saveFile(file)
  return file.filename
}

export function useDownloadReport() {
  return useMutation({ mutationFn: downloadReport })
}
