import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export function deleteUser(id: number): Promise<void> {
  return apiRequest<void>(`/users/${id}`, { method: 'DELETE' })
}

export function useDeleteUser() {
  const client = useQueryClient()
  return useMutation({ mutationFn: deleteUser, onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }) })
}
