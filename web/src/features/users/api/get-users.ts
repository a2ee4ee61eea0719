import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { User } from './types'

type UsersPage = { data: User[]; meta: { total: number; page: number; pageSize: number } }

export function getUsers(q: string): Promise<UsersPage> {
  const params = new URLSearchParams({ pageSize: '200', sort: 'name' })
  if (q.trim()) params.set('q', q.trim())
  return apiRequest<UsersPage>(`/users?${params}`)
}

export const usersQueryOptions = (q = '') =>
  queryOptions({ queryKey: ['users', 'list', q], queryFn: () => getUsers(q) })

export function useUsers(q = '') {
  return useQuery(usersQueryOptions(q))
}
