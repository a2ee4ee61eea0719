import { describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { useListState } from './list-state'

const DEFAULTS = { q: '', status: 'active' }
const ALLOWED = { status: ['all', 'active', 'sold'] }
let state: ReturnType<typeof useListState<typeof DEFAULTS>>

function Probe() {
  state = useListState(DEFAULTS, ALLOWED)
  return <p>{JSON.stringify({ ...state.filters, page: state.page })}</p>
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], { initialEntries: [url] })
  render(<RouterProvider router={router} />)
  return router
}

describe('useListState', () => {
  it('reads the filters and the page from the URL, and the defaults for what is missing or not allowed', () => {
    renderAt('/list?q=casa&status=sold&page=3')
    expect(screen.getByText('{"q":"casa","status":"sold","page":3}')).toBeInTheDocument()
  })

  it('reads a value outside the allowed ones, and a page that is not one, as the defaults', () => {
    renderAt('/list?status=bogus&page=-2')
    expect(screen.getByText('{"q":"","status":"active","page":1}')).toBeInTheDocument()
  })

  it('writes a changed filter into the URL, leaves defaults out and goes back to page 1', () => {
    const router = renderAt('/list?status=sold&page=4')
    act(() => state.setFilters({ q: 'apto', status: 'active' }))
    expect(router.state.location.search).toBe('?q=apto')
    expect(screen.getByText('{"q":"apto","status":"active","page":1}')).toBeInTheDocument()
  })

  it('keeps both of two changes made before the list renders again (typing the search, then choosing a filter)', () => {
    const router = renderAt('/list')
    act(() => {
      state.setFilters({ q: 'casa' }, { replace: true })
      state.setFilters({ status: 'sold' })
    })
    expect(router.state.location.search).toBe('?q=casa&status=sold')
  })

  it('adds a history entry for a page and a choice, and replaces it for typed search text', async () => {
    const router = renderAt('/list')
    act(() => state.setPage(2))
    expect(router.state.location.search).toBe('?page=2')
    expect(router.state.historyAction).toBe('PUSH')
    act(() => state.setFilters({ q: 'a' }, { replace: true }))
    expect(router.state.historyAction).toBe('REPLACE')
    await act(() => router.navigate(-1))
    expect(router.state.location.search).toBe('')
  })
})
