import { apiData, useRefreshingMutation } from '@/lib/queries'
import type { Account, AccountInput } from './types'

export function createAccount(input: AccountInput): Promise<Account> {
  return apiData<Account>('/accounts', { method: 'POST', body: input })
}

export const useCreateAccount = () => useRefreshingMutation(createAccount)
