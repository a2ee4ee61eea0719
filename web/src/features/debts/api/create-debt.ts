import { apiData, useRefreshingMutation } from '@/lib/queries'
import type { Debt, DebtInput } from './types'

export function createDebt(input: DebtInput): Promise<Debt> {
  return apiData<Debt>('/debts', { method: 'POST', body: input })
}

export const useCreateDebt = () => useRefreshingMutation(createDebt)
