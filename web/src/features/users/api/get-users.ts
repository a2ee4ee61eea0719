import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { PAGE_SIZE } from '@/lib/pagination'
import type { ResponseBody } from '@/lib/api-types'

type UsersPage = ResponseBody<'/users', 'get'>

export type UserListParams = { q: string; page: number }

export function getUsers({ q, page }: UserListParams): Promise<UsersPage> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE), sort: 'name' })
  if (q.trim()) params.set('q', q.trim())
  return apiRequest<UsersPage>(`/users?${params}`)
}

export const usersQueryOptions = (p: UserListParams) =>
  queryOptions({ queryKey: ['users', 'list', p], queryFn: () => getUsers(p), placeholderData: keepPreviousData })

export function useUsers(p: UserListParams) {
  return useQuery(usersQueryOptions(p))
}
