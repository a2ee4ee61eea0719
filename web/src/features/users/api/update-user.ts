import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { RequestBody } from '@/lib/api-types'
import type { User } from './types'

export type UpdateUserInput = Required<RequestBody<'/users/{id}', 'put'>>

export async function updateUser({ id, ...input }: UpdateUserInput & { id: number }): Promise<User> {
  const res = await apiRequest<{ data: User }>(`/users/${id}`, { method: 'PUT', body: input })
  return res.data
}

export function useUpdateUser() {
  const client = useQueryClient()
  return useMutation({ mutationFn: updateUser, onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }) })
}
