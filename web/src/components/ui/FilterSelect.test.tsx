import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FilterSelect } from './FilterSelect'
import { inputClass } from './FormField'

const OPTIONS = [
  ['active', 'Ativo'],
  ['paid', 'Quitada'],
] as const

describe('FilterSelect', () => {
  it('lists the all option first, then the options, named by its label', () => {
    render(<FilterSelect label="Filtrar por status" value="" onChange={() => {}} allLabel="Todos os status" allValue="" options={OPTIONS} />)
    const select = screen.getByRole('combobox', { name: 'Filtrar por status' })
    expect(select).toHaveClass(inputClass)
    const options = screen.getAllByRole('option') as HTMLOptionElement[]
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Todos os status'],
      ['active', 'Ativo'],
      ['paid', 'Quitada'],
    ])
    expect(select).toHaveValue('')
  })

  it('reports the chosen value, including the all value', async () => {
    const onChange = vi.fn()
    render(<FilterSelect label="Filtrar por tipo" value="paid" onChange={onChange} allLabel="Todos os tipos" allValue="all" options={OPTIONS} />)
    const select = screen.getByRole('combobox', { name: 'Filtrar por tipo' })
    expect(select).toHaveValue('paid')
    await userEvent.selectOptions(select, 'Ativo')
    expect(onChange).toHaveBeenLastCalledWith('active')
    await userEvent.selectOptions(select, 'Todos os tipos')
    expect(onChange).toHaveBeenLastCalledWith('all')
  })
})
