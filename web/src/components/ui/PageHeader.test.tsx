import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { PageHeader } from './PageHeader'

describe('PageHeader', () => {
  it('shows the title as the h1, the subtitle and the actions', () => {
    render(<PageHeader title="Veículos" subtitle="Estoque de veículos para revenda" actions={<button type="button">Novo Veículo</button>} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Veículos' })).toBeInTheDocument()
    expect(screen.getByText('Estoque de veículos para revenda')).toHaveClass('mt-1', 'text-slate-600')
    expect(screen.getByRole('button', { name: 'Novo Veículo' })).toBeInTheDocument()
  })

  it('leaves out the subtitle and actions when not given', () => {
    const { container } = render(<PageHeader title="Dashboard" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
    expect(container.querySelector('p')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
  })
})
