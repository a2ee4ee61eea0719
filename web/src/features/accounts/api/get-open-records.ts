import { useQuery } from '@tanstack/react-query'
import type { ResponseBody } from '@/lib/api-types'
import { apiRequest } from '@/lib/api-client'

type Debt = ResponseBody<'/debts', 'get'>['data'][number]
type Receivable = ResponseBody<'/receivables', 'get'>['data'][number]

/** OPEN_SHOWN is how many debts and sales in installments a statement's line may be recorded against. */
const OPEN_SHOWN = 200

/** useOpenDebts reads the debts still owed, which a bank's debit may pay. */
export const useOpenDebts = () =>
  useQuery({
    queryKey: ['debts', 'open-for-statements'],
    queryFn: async () =>
      (await apiRequest<{ data: Debt[] }>(`/debts?pageSize=${OPEN_SHOWN}`)).data.filter((d) => d.status !== 'paid' && d.status !== 'renegotiated'),
  })

/** useOpenReceivables reads the sales in installments still to receive, which a bank's credit may be a receipt of. */
export const useOpenReceivables = () =>
  useQuery({
    queryKey: ['receivables', 'open-for-statements'],
    queryFn: async () => (await apiRequest<{ data: Receivable[] }>(`/receivables?pageSize=${OPEN_SHOWN}`)).data.filter((r) => r.status !== 'paid'),
  })
