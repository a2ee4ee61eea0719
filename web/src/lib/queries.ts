import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from './api-client'
import { PAGE_SIZE } from './pagination'

/** apiData sends a request the server answers with `{ "data": … }` and returns the data. */
export async function apiData<T>(path: string, options?: Parameters<typeof apiRequest>[1]): Promise<T> {
  const res = await apiRequest<{ data: T }>(path, options)
  return res.data
}

/**
 * useRefreshingMutation runs a write. What it makes stale is not its own to say: once it succeeds, the query client's
 * one rule (refreshAfterWrites, src/app/providers.tsx) marks the records' queries stale — the server moves balances,
 * the net worth and the calendar beside the record written — and it resolves once the screen's own have been read
 * again.
 */
export function useRefreshingMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  return useMutation({ mutationFn })
}

/**
 * useDeleteRecord deletes `/<resource>/<id>`; once done it forgets the record's detail query (the rest is stale by
 * the one rule of useRefreshingMutation).
 */
export function useDeleteRecord(resource: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => apiRequest<void>(`/${resource}/${id}`, { method: 'DELETE' }),
    onSuccess: (_, id) => client.removeQueries({ queryKey: [resource, 'detail', id] }),
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
 * record's id with the entry) and useDelete (of the record's, by the entry's id).
 */
export function recordEntries<Entry, Input>(resource: string, entries: string) {
  const path = (id: number) => `/${resource}/${id}/${entries}`
  return {
    useList: (id: number) => useQuery({ queryKey: [resource, entries, id], queryFn: () => apiData<Entry[]>(path(id)) }),
    useAdd: () =>
      useRefreshingMutation(({ id, ...input }: Input & { id: number }) => apiData<Entry>(path(id), { method: 'POST', body: input })),
    useDelete: (id: number) =>
      useRefreshingMutation((entryId: number) => apiRequest<void>(`${path(id)}/${entryId}`, { method: 'DELETE' })),
  }
}

/**
 * listPageQueryOptions reads one page of `/<resource>`: query is the list's search, filters and sort (as its export
 * takes them too); the page on screen stays while the next one loads. Fresh for the client's 5 minutes
 * (docs/product.md §9).
 */
export function listPageQueryOptions<T>(resource: string, query: URLSearchParams, page: number, pageSize = PAGE_SIZE) {
  const params = new URLSearchParams(query)
  params.set('page', String(page))
  params.set('pageSize', String(pageSize))
  return queryOptions({
    queryKey: [resource, 'list', params.toString()],
    queryFn: () => apiRequest<T>(`/${resource}?${params}`),
    placeholderData: keepPreviousData,
  })
}
