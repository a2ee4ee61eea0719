import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Pagination } from './Pagination'

function setup(props: Partial<Parameters<typeof Pagination>[0]> = {}) {
  const onPageChange = vi.fn()
  const view = render(<Pagination page={1} pageSize={50} total={1234} onPageChange={onPageChange} {...props} />)
  return { onPageChange, ...view }
}

describe('Pagination', () => {
  it('renders nothing when every record fits on one page', () => {
    const { container } = setup({ total: 50 })
    expect(container).toBeEmptyDOMElement()
    setup({ total: 0 })
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })

  it('shows the page, the page count and the range with pt-BR thousands separators', () => {
    setup({ page: 2 })
    const nav = screen.getByRole('navigation', { name: 'Paginação' })
    expect(nav).toHaveTextContent('Página 2 de 25')
    expect(nav).toHaveTextContent('51–100 de 1.234')
  })

  it('shows a short last page', () => {
    setup({ page: 25 })
    expect(screen.getByText('1.201–1.234 de 1.234')).toBeInTheDocument()
    expect(screen.getByText('Página 25 de 25')).toBeInTheDocument()
  })

  it('disables Anterior on the first page and Próxima on the last', () => {
    setup({ page: 1, total: 55 })
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeEnabled()
    setup({ page: 2, total: 55 })
    expect(screen.getAllByRole('button', { name: 'Anterior' })[1]).toBeEnabled()
    expect(screen.getAllByRole('button', { name: 'Próxima' })[1]).toBeDisabled()
  })

  it('asks for the next and the previous page', async () => {
    const { onPageChange } = setup({ page: 3 })
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }))
    expect(onPageChange).toHaveBeenLastCalledWith(4)
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }))
    expect(onPageChange).toHaveBeenLastCalledWith(2)
    expect(onPageChange).toHaveBeenCalledTimes(2)
  })

  it('keeps the keyboard focus when a button reaches the end', async () => {
    function Controlled() {
      const [page, setPage] = useState(1)
      return <Pagination page={page} pageSize={50} total={120} onPageChange={setPage} />
    }
    render(<Controlled />)
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }))
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }))
    expect(screen.getByText('Página 3 de 3')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Próxima' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Anterior' })).toHaveFocus()
  })
})
