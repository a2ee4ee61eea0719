import type { ReactNode } from 'react'
import { PAGE_SIZE } from '@/lib/pagination'
import { LoadError } from './LoadError'
import { PageSpinner } from './PageSpinner'
import { Pagination } from './Pagination'

/** ListPage is what a list endpoint answers: one page of records and the count of them all. */
export type ListPage<T> = { data: T[]; meta: { total: number } }

/** ListQueryResult is what a list screen reads of its query. */
export type ListQueryResult<T> = { data?: ListPage<T>; isLoading: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown }

/**
 * ListResults is the body every list screen shares: the spinner while the first page loads, the load error (the
 * screen's message, with 'Tentar novamente'), the empty state, or the records (drawn by children) followed by the
 * pagination.
 */
export function ListResults<T>({
  result,
  loadError,
  loadHint,
  empty,
  page,
  pageSize = PAGE_SIZE,
  onPageChange,
  children,
}: {
  result: ListQueryResult<T>
  loadError: string
  /** A line under the message, where the spec gives one. */
  loadHint?: string
  empty: ReactNode
  page: number
  pageSize?: number
  onPageChange: (page: number) => void
  children: (items: T[]) => ReactNode
}) {
  const { data, isLoading, isError } = result
  if (isLoading) return <PageSpinner />
  if (isError) return <LoadError message={loadError} hint={loadHint} onRetry={() => void result.refetch()} retrying={result.isFetching} />
  if (!data || data.data.length === 0) return empty
  return (
    <>
      {children(data.data)}
      <Pagination page={page} pageSize={pageSize} total={data.meta.total} onPageChange={onPageChange} />
    </>
  )
}
