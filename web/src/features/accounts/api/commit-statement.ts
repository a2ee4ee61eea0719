import { apiData, useRefreshingMutation } from '@/lib/queries'
import type { LineChoice, Reconciliation } from './types'

/** commitStatement imports a statement read, with a choice for every new line, in one transaction. */
export function commitStatement({ accountId, id, choices }: { accountId: number; id: number; choices: LineChoice[] }): Promise<Reconciliation> {
  return apiData<Reconciliation>(`/accounts/${accountId}/statements/${id}/commit`, { method: 'POST', body: { choices } })
}

/** useCommitStatement imports a statement; balances, statements and the net worth follow. */
export const useCommitStatement = () => useRefreshingMutation(commitStatement)
