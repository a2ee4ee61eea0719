import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { PageSpinner } from './PageSpinner'

describe('PageSpinner', () => {
  it('shows a large spinner announced as loading', () => {
    render(<PageSpinner />)
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Carregando...')
    expect(status.querySelector('[aria-hidden]')).toHaveClass('h-10', 'w-10')
    expect(status.parentElement).toHaveClass('flex', 'justify-center', 'py-16')
  })
})
