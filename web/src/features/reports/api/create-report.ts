import { apiData, useRefreshingMutation } from '@/lib/queries'
import type { Report, ReportInput } from './types'

export function createReport(input: ReportInput): Promise<Report> {
  return apiData<Report>('/reports', { method: 'POST', body: input })
}

export const useCreateReport = () => useRefreshingMutation(createReport)
