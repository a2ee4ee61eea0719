import { apiData, useRefreshingMutation } from '@/lib/queries'
import type { Debt, DebtInput } from './types'

export function updateDebt({ id, ...input }: DebtInput & { id: number }): Promise<Debt> {
  return apiData<Debt>(`/debts/${id}`, { method: 'PUT', body: input })
}

export const useUpdateDebt = () => useRefreshingMutation(updateDebt)
