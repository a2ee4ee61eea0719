import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiData } from '@/lib/queries'
import type { User } from './types'

export function getUser(id: number): Promise<User> {
  return apiData<User>(`/users/${id}`)
}

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['users', 'detail', id], queryFn: () => getUser(id), staleTime: 1000 })

export function useUser(id: number, enabled = true) {
  return useQuery({ ...userQueryOptions(id), enabled: enabled && Number.isInteger(id) && id > 0, retry: false })
}
