import { queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { apiRequest } from './api-client'

/** apiData sends a request the server answers with `{ "data": … }` and returns the data. */
export async function apiData<T>(path: string, options?: Parameters<typeof apiRequest>[1]): Promise<T> {
  const res = await apiRequest<{ data: T }>(path, options)
  return res.data
}

/** useRefreshingMutation runs mutationFn and, once it succeeds, marks every query under the given keys stale. */
export function useRefreshingMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>, ...refresh: QueryKey[]) {
  const client = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => Promise.all(refresh.map((queryKey) => client.invalidateQueries({ queryKey }))) })
}

/**
 * useDeleteRecord deletes `/<resource>/<id>`; once done it forgets the record's detail query and marks the queries
 * under the given keys stale (the resource's lists unless told).
 */
export function useDeleteRecord(resource: string, ...refresh: QueryKey[]) {
  const client = useQueryClient()
  const keys = refresh.length > 0 ? refresh : [[resource, 'list']]
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/${resource}/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: [resource, 'detail', id] })
      return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })))
    },
  })
}

/**
 * recordQueryOptions reads one record, `/<resource>/<id>`, for a detail or edit screen: fresh for 1 second and kept
 * the client's 5 minutes (docs/design.md §9).
 */
export function recordQueryOptions<T>(resource: string, id: number) {
  return queryOptions({ queryKey: [resource, 'detail', id], queryFn: () => apiData<T>(`/${resource}/${id}`), staleTime: 1000 })
}

/** useRecord is the query of recordQueryOptions; an id that cannot name a record (NaN, 0) is not asked for. */
export function useRecord<T>(resource: string, id: number, enabled = true) {
  return useQuery({ ...recordQueryOptions<T>(resource, id), enabled: enabled && Number.isInteger(id) && id > 0, retry: false })
}

/**
 * recordEntries are the hooks of a record's money entries at /<resource>/<id>/<entries> — a debt's payments, a
 * receivable's receipts, a vehicle's costs: useList (newest first, under [resource, entries, id]), useAdd (the
 * record's id with the entry) and useDelete (of the record's, by the entry's id). Each write marks refresh stale.
 */
export function recordEntries<Entry, Input>(resource: string, entries: string, refresh: QueryKey[]) {
  const path = (id: number) => `/${resource}/${id}/${entries}`
  return {
    useList: (id: number) => useQuery({ queryKey: [resource, entries, id], queryFn: () => apiData<Entry[]>(path(id)) }),
    useAdd: () =>
      useRefreshingMutation(({ id, ...input }: Input & { id: number }) => apiData<Entry>(path(id), { method: 'POST', body: input }), ...refresh),
    useDelete: (id: number) =>
      useRefreshingMutation((entryId: number) => apiRequest<void>(`${path(id)}/${entryId}`, { method: 'DELETE' }), ...refresh),
  }
}
