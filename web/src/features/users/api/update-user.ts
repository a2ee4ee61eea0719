import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { User } from './types'

export type UpdateUserInput = { name: string; email: string; role: string; status: 'active' | 'inactive'; avatar: string }

export async function updateUser({ id, ...input }: UpdateUserInput & { id: number }): Promise<User> {
  const res = await apiRequest<{ data: User }>(`/users/${id}`, { method: 'PUT', body: input })
  return res.data
}

export function useUpdateUser() {
  const client = useQueryClient()
  return useMutation({ mutationFn: updateUser, onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }) })
}
