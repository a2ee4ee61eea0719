import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiData } from '@/lib/queries'
import type { IndexSeries } from './types'

/** The six indices, each with how many months it holds. */
export const indicesQueryOptions = () => queryOptions({ queryKey: ['indices', 'list'], queryFn: () => apiData<IndexSeries[]>('/indices') })

export const useIndices = () => useQuery(indicesQueryOptions())
