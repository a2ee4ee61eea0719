import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { Debt, DebtInput } from './types'

export async function createDebt(input: DebtInput): Promise<Debt> {
  const res = await apiRequest<{ data: Debt }>('/debts', { method: 'POST', body: input })
  return res.data
}

export function useCreateDebt() {
  const client = useQueryClient()
  return useMutation({ mutationFn: createDebt, onSuccess: () => client.invalidateQueries({ queryKey: ['debts'] }) })
}
