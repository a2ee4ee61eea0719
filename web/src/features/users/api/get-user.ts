import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { User } from './types'

export async function getUser(id: number): Promise<User> {
  const res = await apiRequest<{ data: User }>(`/users/${id}`)
  return res.data
}

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['users', 'detail', id], queryFn: () => getUser(id), staleTime: 1000 })

export function useUser(id: number, enabled = true) {
  return useQuery({ ...userQueryOptions(id), enabled: enabled && Number.isInteger(id) && id > 0, retry: false })
}
