import { apiData, useRefreshingMutation } from '@/lib/queries'
import type { RequestBody } from '@/lib/api-types'
import type { User } from './types'

export type UpdateUserInput = Required<RequestBody<'/users/{id}', 'put'>>

export function updateUser({ id, ...input }: UpdateUserInput & { id: number }): Promise<User> {
  return apiData<User>(`/users/${id}`, { method: 'PUT', body: input })
}

export const useUpdateUser = () => useRefreshingMutation(updateUser)
