import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { apiRequest } from './api-client'

/** apiData sends a request the server answers with `{ "data": … }` and returns the data. */
export async function apiData<T>(path: string, options?: Parameters<typeof apiRequest>[1]): Promise<T> {
  const res = await apiRequest<{ data: T }>(path, options)
  return res.data
}

/** useRefreshingMutation runs mutationFn and, once it succeeds, marks every query under queryKey stale. */
export function useRefreshingMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>, queryKey: QueryKey) {
  const client = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey }) })
}
