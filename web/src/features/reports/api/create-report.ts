import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { Report, ReportInput } from './types'

export async function createReport(input: ReportInput): Promise<Report> {
  const res = await apiRequest<{ data: Report }>('/reports', { method: 'POST', body: input })
  return res.data
}

export function useCreateReport() {
  const client = useQueryClient()
  return useMutation({ mutationFn: createReport, onSuccess: () => client.invalidateQueries({ queryKey: ['reports'] }) })
}
