import { useCallback, useEffect, useRef } from 'react'

/** PAGE_SIZE is how many records a list screen asks the server for at a time (the server allows up to 200). */
export const PAGE_SIZE = 50

/** PAGE_SIZES are the page sizes a list screen offers ('Linhas por página'), as the URL carries them. */
export const PAGE_SIZES = ['50', '100', '200'] as const

/** pageSizeOf reads a list's page size from its URL state, PAGE_SIZE when it names none of PAGE_SIZES. */
export function pageSizeOf(size: string | undefined): number {
  return (PAGE_SIZES as readonly string[]).includes(size ?? '') ? Number(size) : PAGE_SIZE
}

/** pageCount is the number of pages of a list, at least one. */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)))
}

/**
 * usePageChange serves a list screen's paging: changePage shows another page and scrolls to the top of the
 * element listRef points at, and a page past the end (records deleted meanwhile) falls back to the last one.
 */
export function usePageChange<T extends HTMLElement = HTMLDivElement>(
  page: number,
  total: number | undefined,
  setPage: (page: number) => void,
  pageSize = PAGE_SIZE,
) {
  const listRef = useRef<T>(null)
  useEffect(() => {
    if (total === undefined) return
    const last = pageCount(total, pageSize)
    if (page > last) setPage(last)
  }, [page, total, setPage, pageSize])
  const changePage = useCallback(
    (next: number) => {
      setPage(next)
      listRef.current?.scrollIntoView?.({ block: 'start' })
    },
    [setPage],
  )
  return { listRef, changePage }
}
