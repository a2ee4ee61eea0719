import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { DataTable, nextSort, type Column } from './DataTable'
import { RowActions } from './RowActions'
import { ViewToggle } from './ViewToggle'

type Row = { id: number; name: string; value: string }
const ROWS: Row[] = [
  { id: 1, name: 'Casa', value: 'R$ 10,00' },
  { id: 2, name: 'Sala', value: 'R$ 2,00' },
]
const COLUMNS: Column<Row>[] = [
  { key: 'name', header: 'Nome', sort: 'name', cell: (r) => r.name },
  { key: 'value', header: 'Valor', sort: 'value', align: 'right', cell: (r) => r.value },
  { key: 'note', header: 'Nota', cell: () => '—' },
]

function table(sort: string, onSort = vi.fn()) {
  render(<DataTable label="Tabela de teste" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} sort={sort} onSort={onSort} />)
  return onSort
}

describe('DataTable', () => {
  it('draws a row per record in a named, focusable scroll region, figures right-aligned in tabular digits', () => {
    table('name')
    const region = screen.getByRole('region', { name: 'Tabela de teste' })
    expect(region).toHaveAttribute('tabindex', '0')
    const rows = within(region).getAllByRole('row')
    expect(rows).toHaveLength(3)
    expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Casa', 'R$ 10,00', '—'])
    expect(within(rows[1]).getAllByRole('cell')[1]).toHaveClass('text-right', 'tabular-nums')
  })

  it('marks the sorted column with aria-sort, the other sortable ones with none, and leaves the rest alone', () => {
    table('-value')
    expect(screen.getByRole('columnheader', { name: 'Valor' })).toHaveAttribute('aria-sort', 'descending')
    expect(screen.getByRole('columnheader', { name: 'Nome' })).toHaveAttribute('aria-sort', 'none')
    expect(screen.getByRole('columnheader', { name: 'Nota' })).not.toHaveAttribute('aria-sort')
    expect(within(screen.getByRole('columnheader', { name: 'Nota' })).queryByRole('button')).toBeNull()
  })

  it('asks for the field ascending on a click, for the other way on the sorted one, by mouse or keyboard', async () => {
    const onSort = table('name')
    await userEvent.click(screen.getByRole('button', { name: 'Valor' }))
    expect(onSort).toHaveBeenLastCalledWith('value')
    screen.getByRole('button', { name: 'Nome' }).focus()
    await userEvent.keyboard('{Enter}')
    expect(onSort).toHaveBeenLastCalledWith('-name')
  })

  it('nextSort turns the sorted field around and starts any other ascending', () => {
    expect(nextSort('name', 'name')).toBe('-name')
    expect(nextSort('-name', 'name')).toBe('name')
    expect(nextSort('-createdAt', 'value')).toBe('value')
  })
})

describe('RowActions', () => {
  it('offers only Ver without the permissions, and Editar and Excluir with them', async () => {
    const onDelete = vi.fn()
    const { rerender } = render(
      <MemoryRouter>
        <RowActions name="Casa" viewTo="/assets/1" />
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: 'Ver Casa' })).toHaveAttribute('href', '/assets/1')
    expect(screen.queryByRole('link', { name: 'Editar Casa' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Excluir Casa' })).toBeNull()
    rerender(
      <MemoryRouter>
        <RowActions name="Casa" viewTo="/assets/1" editTo="/assets/1/edit" onDelete={onDelete} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: 'Editar Casa' })).toHaveAttribute('href', '/assets/1/edit')
    await userEvent.click(screen.getByRole('button', { name: 'Excluir Casa' }))
    expect(onDelete).toHaveBeenCalledOnce()
  })
})

describe('ViewToggle', () => {
  it('is a named pair of toggle buttons, the chosen one pressed, that reports the other choice', async () => {
    const onChange = vi.fn()
    render(<ViewToggle view="cards" onChange={onChange} />)
    const group = screen.getByRole('group', { name: 'Visualização' })
    expect(within(group).getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true')
    expect(within(group).getByRole('button', { name: 'Tabela' })).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(within(group).getByRole('button', { name: 'Tabela' }))
    expect(onChange).toHaveBeenCalledWith('table')
  })
})
