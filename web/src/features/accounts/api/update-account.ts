import { apiData, useRefreshingMutation } from '@/lib/queries'
import type { Account, AccountInput } from './types'

export function updateAccount({ id, ...input }: AccountInput & { id: number }): Promise<Account> {
  return apiData<Account>(`/accounts/${id}`, { method: 'PUT', body: input })
}

export const useUpdateAccount = () => useRefreshingMutation(updateAccount)
