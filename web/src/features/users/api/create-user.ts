import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { RequestBody } from '@/lib/api-types'
import type { User } from './types'

export type CreateUserInput = RequestBody<'/users', 'post'>

export async function createUser(input: CreateUserInput): Promise<User> {
  const res = await apiRequest<{ data: User }>('/users', { method: 'POST', body: input })
  return res.data
}

export function useCreateUser() {
  const client = useQueryClient()
  return useMutation({ mutationFn: createUser, onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }) })
}
