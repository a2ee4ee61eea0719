import { apiData, useRefreshingMutation } from '@/lib/queries'
import type { User } from './types'

export type CreateUserInput = { name: string; email: string; password: string; role: string; avatar?: string }

export function createUser(input: CreateUserInput): Promise<User> {
  return apiData<User>('/users', { method: 'POST', body: input })
}

export const useCreateUser = () => useRefreshingMutation(createUser, ['users'])
