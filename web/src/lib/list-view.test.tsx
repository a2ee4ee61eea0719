import { afterEach, describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { useListView } from './list-view'

let state: ReturnType<typeof useListView>

function Probe({ list }: { list: string }) {
  state = useListView(list)
  return <p>view:{state.view}</p>
}

function renderAt(url: string, list = 'assets') {
  const router = createMemoryRouter([{ path: '/list', element: <Probe list={list} /> }], { initialEntries: [url] })
  render(<RouterProvider router={router} />)
  return router
}

afterEach(() => localStorage.clear())

describe('useListView', () => {
  it('shows the cards when nothing chose otherwise', () => {
    renderAt('/list')
    expect(screen.getByText('view:cards')).toBeInTheDocument()
  })

  it('remembers the choice per list and writes it into the URL, keeping the filters', () => {
    const router = renderAt('/list?status=sold')
    act(() => state.setView('table'))
    expect(router.state.location.search).toBe('?status=sold&view=table')
    expect(localStorage.getItem('patrimonio.listView.assets')).toBe('table')
    expect(localStorage.getItem('patrimonio.listView.debts')).toBeNull()
    act(() => state.setView('cards'))
    expect(router.state.location.search).toBe('?status=sold')
    expect(localStorage.getItem('patrimonio.listView.assets')).toBe('cards')
  })

  it('reads the remembered choice when the URL names none', () => {
    localStorage.setItem('patrimonio.listView.vehicles', 'table')
    renderAt('/list', 'vehicles')
    expect(screen.getByText('view:table')).toBeInTheDocument()
  })

  it('lets the URL win over the remembered choice', () => {
    localStorage.setItem('patrimonio.listView.assets', 'table')
    renderAt('/list?view=cards')
    expect(screen.getByText('view:cards')).toBeInTheDocument()
  })

  it('reads an unknown view in the URL as the remembered one', () => {
    localStorage.setItem('patrimonio.listView.assets', 'table')
    renderAt('/list?view=mosaic')
    expect(screen.getByText('view:table')).toBeInTheDocument()
  })
})
