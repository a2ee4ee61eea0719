import type { ReactNode } from 'react'
import { ListResults, type ListQueryResult } from './ListResults'
import { PageHeader } from './PageHeader'

/**
 * ListScreen is the skeleton every list screen shares: the header (title, subtitle, actions such as 'Novo …'), what
 * stands above the list (children: summary cards, search and filters), the list's body (ListResults: spinner, load
 * error, empty state, or the records drawn by `items`, then the pagination), and the screen's dialog.
 */
export function ListScreen<T>({
  width,
  title,
  subtitle,
  actions,
  result,
  page,
  pageSize,
  onPageChange,
  loadError,
  loadHint,
  empty,
  items,
  dialog,
  children,
}: {
  width: string
  title: string
  subtitle: string
  actions?: ReactNode
  result: ListQueryResult<T>
  page: number
  /** Records a page (PAGE_SIZE unless the screen offers a choice). */
  pageSize?: number
  onPageChange: (page: number) => void
  /** The message of a failed load. */
  loadError: string
  loadHint?: string
  empty: ReactNode
  items: (items: T[]) => ReactNode
  dialog?: ReactNode
  children?: ReactNode
}) {
  return (
    <div className={`mx-auto ${width}`}>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {children}
      <ListResults result={result} page={page} pageSize={pageSize} onPageChange={onPageChange} loadError={loadError} loadHint={loadHint} empty={empty}>
        {items}
      </ListResults>
      {dialog}
    </div>
  )
}
