import { apiData, useRefreshingMutation } from '@/lib/queries'
import type { User } from './types'

export type UpdateUserInput = { name: string; email: string; role: string; status: 'active' | 'inactive'; avatar: string }

export function updateUser({ id, ...input }: UpdateUserInput & { id: number }): Promise<User> {
  return apiData<User>(`/users/${id}`, { method: 'PUT', body: input })
}

export const useUpdateUser = () => useRefreshingMutation(updateUser, ['users'])
