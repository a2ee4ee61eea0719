import { useCallback, useEffect, useRef } from 'react'

/** PAGE_SIZE is how many records a list screen asks the server for at a time (the server allows up to 200). */
export const PAGE_SIZE = 50

/** pageCount is the number of pages of a list, at least one. */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)))
}

/**
 * usePageChange serves a list screen's paging: changePage shows another page and scrolls to the top of the
 * element listRef points at, and a page past the end (records deleted meanwhile) falls back to the last one.
 */
export function usePageChange<T extends HTMLElement = HTMLDivElement>(page: number, total: number | undefined, setPage: (page: number) => void) {
  const listRef = useRef<T>(null)
  useEffect(() => {
    if (total === undefined) return
    const last = pageCount(total)
    if (page > last) setPage(last)
  }, [page, total, setPage])
  const changePage = useCallback(
    (next: number) => {
      setPage(next)
      listRef.current?.scrollIntoView?.({ block: 'start' })
    },
    [setPage],
  )
  return { listRef, changePage }
}
