import { useQuery } from '@tanstack/react-query'
import type { ResponseBody } from '@/lib/api-types'
import { listPageQueryOptions } from '@/lib/queries'

type UsersPage = ResponseBody<'/users', 'get'>

export type UserListParams = { q: string; page: number }

export const usersQueryOptions = ({ q, page }: UserListParams) =>
  listPageQueryOptions<UsersPage>('users', new URLSearchParams(q.trim() ? { sort: 'name', q: q.trim() } : { sort: 'name' }), page)

export function useUsers(p: UserListParams) {
  return useQuery(usersQueryOptions(p))
}
