import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export function deleteDebt(id: number): Promise<void> {
  return apiRequest<void>(`/debts/${id}`, { method: 'DELETE' })
}

export function useDeleteDebt() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: deleteDebt,
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: ['debts', 'detail', id] })
      return client.invalidateQueries({ queryKey: ['debts', 'list'] })
    },
  })
}
