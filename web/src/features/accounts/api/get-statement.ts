import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiData } from '@/lib/queries'
import type { ResponseBody } from '@/lib/api-types'

export type Statement = ResponseBody<'/accounts/{id}/statement', 'get'>['data']

/** StatementPeriod: '' leaves a side open (from the opening, up to today). */
export type StatementPeriod = { from: string; to: string }

export function getStatement(id: number, { from, to }: StatementPeriod): Promise<Statement> {
  const params = new URLSearchParams()
  if (from) params.set('from', from)
  if (to) params.set('to', to)
  const query = params.size > 0 ? `?${params}` : ''
  return apiData<Statement>(`/accounts/${id}/statement${query}`)
}

/** useStatement reads an account's movements over a period, each with the balance after it. */
export function useStatement(id: number, period: StatementPeriod) {
  return useQuery({
    queryKey: ['accounts', 'statement', id, period],
    queryFn: () => getStatement(id, period),
    placeholderData: keepPreviousData,
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  })
}
