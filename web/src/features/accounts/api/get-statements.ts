import { useQuery } from '@tanstack/react-query'
import { apiData } from '@/lib/queries'
import type { BankStatement, Reconciliation } from './types'

/** useBankStatements reads the account's latest imported statements, newest first. */
export const useBankStatements = (accountId: number) =>
  useQuery({ queryKey: ['accounts', 'bank-statements', accountId], queryFn: () => apiData<BankStatement[]>(`/accounts/${accountId}/statements`) })

/** useReconciliation reads one imported statement beside the account (id 0: none asked). */
export const useReconciliation = (accountId: number, id: number) =>
  useQuery({
    queryKey: ['accounts', 'reconciliation', accountId, id],
    queryFn: () => apiData<Reconciliation>(`/accounts/${accountId}/statements/${id}`),
    enabled: id > 0,
  })
