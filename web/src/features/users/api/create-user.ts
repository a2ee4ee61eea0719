import { apiData, useRefreshingMutation } from '@/lib/queries'
import type { RequestBody } from '@/lib/api-types'
import type { User } from './types'

export type CreateUserInput = RequestBody<'/users', 'post'>

export function createUser(input: CreateUserInput): Promise<User> {
  return apiData<User>('/users', { method: 'POST', body: input })
}

export const useCreateUser = () => useRefreshingMutation(createUser)
