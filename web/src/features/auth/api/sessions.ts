import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { Schemas } from '@/lib/api-types'

/** ActiveSession is one signed-in device of the person (GET /api/auth/sessions), generated from docs/openapi.yaml. */
export type ActiveSession = Schemas['Session']

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'sessions'],
    queryFn: async () => (await apiRequest<{ data: ActiveSession[] }>('/auth/sessions')).data,
    staleTime: 10_000,
  })

export function useSessions() {
  return useQuery(sessionsQueryOptions())
}

export function endSession(id: number): Promise<void> {
  return apiRequest<void>(`/auth/sessions/${id}`, { method: 'DELETE' })
}

/** endOtherSessions ends every session but this one and says how many ended. */
export async function endOtherSessions(): Promise<number> {
  return (await apiRequest<{ data: { ended: number } }>('/auth/sessions', { method: 'DELETE' })).data.ended
}

export function useEndSession() {
  const client = useQueryClient()
  return useMutation({ mutationFn: endSession, onSettled: () => client.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }) })
}

export function useEndOtherSessions() {
  const client = useQueryClient()
  return useMutation({ mutationFn: endOtherSessions, onSettled: () => client.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey }) })
}
