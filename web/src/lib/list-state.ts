import { useCallback, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router'

type Filters = Record<string, string>

const ANY = {}

/**
 * useListState keeps a list screen's state in the URL's query string — its filters, sort and search (strings, each
 * with a default) and its page — so that a reload and the back button bring the same list back. A value equal to
 * its default, and page 1, stay out of the URL. A value outside `allowed` (an old or edited link) reads as the
 * default. Changing a filter goes back to page 1. Typing a search replaces the history entry instead of adding one
 * per key (`{ replace: true }`); choices and pages add one, so that back undoes them. Pass defaults and allowed
 * as constants of the screen's module.
 */
export function useListState<T extends Filters>(defaults: T, allowed: { [K in keyof T]?: readonly string[] } = ANY) {
  const [params, setParams] = useSearchParams()
  // The parameters last asked for: react-router hands an update the ones last rendered, so a second change made
  // before the list renders again (a search typed, then a filter chosen at once) would drop the first.
  const latest = useRef(params)
  const rendered = useRef(params)
  if (rendered.current !== params) {
    rendered.current = params
    latest.current = params
  }
  const update = useCallback(
    (change: (next: URLSearchParams) => void, options: { replace?: boolean; preventScrollReset?: boolean }) => {
      const next = new URLSearchParams(latest.current)
      change(next)
      latest.current = next
      setParams(next, options)
    },
    [setParams],
  )

  const filters = useMemo(() => {
    const current: Filters = { ...defaults }
    for (const key of Object.keys(defaults)) {
      const value = params.get(key)
      const choices = allowed[key]
      if (value !== null && (!choices || choices.includes(value))) current[key] = value
    }
    return current as T
  }, [params, defaults, allowed])
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1)

  const setFilters = useCallback(
    (change: Partial<T>, { replace = false }: { replace?: boolean } = {}) => {
      update(
        (next) => {
          for (const [key, value] of Object.entries(change)) {
            if (value === undefined || value === defaults[key]) next.delete(key)
            else next.set(key, value)
          }
          next.delete('page')
        },
        { replace, preventScrollReset: true },
      )
    },
    [update, defaults],
  )

  const setPage = useCallback(
    (page: number) => {
      update(
        (next) => {
          if (page <= 1) next.delete('page')
          else next.set('page', String(page))
        },
        { preventScrollReset: true },
      )
    },
    [update],
  )

  return { filters, page, setFilters, setPage }
}
