import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { RequestBody, Schemas } from '@/lib/api-types'
import { apiData, useRefreshingMutation } from '@/lib/queries'

/** Obligation is what falls due on a day: a debt's or a receivable's installment, or a property's IPTU. */
export type Obligation = Schemas['Obligation']
export type IPTUPayment = RequestBody<'/obligations/iptu/payments', 'post'>

/** What paying or undoing makes stale: the calendar, the accounts, the dashboard and the assets. */
const REFRESH = [['obligations'], ['accounts'], ['dashboard'], ['assets']]

export const obligationsQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: ['obligations', from, to], queryFn: () => apiData<Obligation[]>(`/obligations?from=${from}&to=${to}`) })

/** useObligations reads what falls due from from to to, earliest first. */
export const useObligations = (from: string, to: string) => useQuery(obligationsQueryOptions(from, to))

/** usePayIPTU marks a property's IPTU installment paid from an account. */
export const usePayIPTU = () =>
  useRefreshingMutation((input: IPTUPayment) => apiData<{ id: number }>('/obligations/iptu/payments', { method: 'POST', body: input }), ...REFRESH)

/** useUndoPayment removes an IPTU payment recorded by mistake: the installment is open again. */
export const useUndoPayment = () => useRefreshingMutation((id: number) => apiRequest<void>(`/obligations/payments/${id}`, { method: 'DELETE' }), ...REFRESH)
