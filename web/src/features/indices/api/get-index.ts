import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiData } from '@/lib/queries'
import type { IndexCode, IndexValues } from './types'

/** An index's values, months in order. */
export const indexQueryOptions = (code: IndexCode) =>
  queryOptions({ queryKey: ['indices', 'values', code], queryFn: () => apiData<IndexValues>(`/indices/${code}`) })

export const useIndex = (code: IndexCode) => useQuery(indexQueryOptions(code))
