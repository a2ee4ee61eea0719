import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { Debt, DebtInput } from './types'

export async function updateDebt({ id, ...input }: DebtInput & { id: number }): Promise<Debt> {
  const res = await apiRequest<{ data: Debt }>(`/debts/${id}`, { method: 'PUT', body: input })
  return res.data
}

export function useUpdateDebt() {
  const client = useQueryClient()
  return useMutation({ mutationFn: updateDebt, onSuccess: () => client.invalidateQueries({ queryKey: ['debts'] }) })
}
