import type { ReactNode } from 'react'
import { PAGE_SIZE } from '@/lib/pagination'
import { PageSpinner } from './PageSpinner'
import { Pagination } from './Pagination'

/** ListPage is what a list endpoint answers: one page of records and the count of them all. */
export type ListPage<T> = { data: T[]; meta: { total: number } }

/**
 * ListResults is the body every list screen shares: the spinner while the first page loads, the load error, the
 * empty state, or the records (drawn by children) followed by the pagination.
 */
export function ListResults<T>({
  result,
  loadError,
  empty,
  page,
  pageSize = PAGE_SIZE,
  onPageChange,
  children,
}: {
  result: { data?: ListPage<T>; isLoading: boolean; isError: boolean }
  loadError: ReactNode
  empty: ReactNode
  page: number
  pageSize?: number
  onPageChange: (page: number) => void
  children: (items: T[]) => ReactNode
}) {
  const { data, isLoading, isError } = result
  if (isLoading) return <PageSpinner />
  if (isError) return loadError
  if (!data || data.data.length === 0) return empty
  return (
    <>
      {children(data.data)}
      <Pagination page={page} pageSize={pageSize} total={data.meta.total} onPageChange={onPageChange} />
    </>
  )
}
