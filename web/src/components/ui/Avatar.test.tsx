import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { Avatar, initials } from './Avatar'

describe('Avatar', () => {
  it('uses first and last initials', () => {
    expect(initials('Ana Maria Souza')).toBe('AS')
    expect(initials('joão')).toBe('J')
    expect(initials('  ')).toBe('?')
  })
  it('shows the image, prefixing stored uploads with the API base', () => {
    render(<Avatar name="Ana Souza" src="/uploads/abc.png" size="lg" />)
    const img = screen.getByRole('img', { name: 'Ana Souza' })
    expect(img).toHaveAttribute('src', '/api/uploads/abc.png')
    expect(img).toHaveAttribute('width', '64')
  })
  it('falls back to the initials when the image fails to load', () => {
    render(<Avatar name="Ana Souza" src="/uploads/quebrada.png" />)
    fireEvent.error(screen.getByRole('img', { name: 'Ana Souza' }))
    expect(screen.getByRole('img', { name: 'Ana Souza' })).toHaveTextContent('AS')
  })
  it('shows initials without an image, in each size', () => {
    const { rerender } = render(<Avatar name="Bruno Lima" size="sm" />)
    expect(screen.getByRole('img')).toHaveTextContent('BL')
    expect(screen.getByRole('img').className).toContain('h-8')
    rerender(<Avatar name="Bruno Lima" size="xl" />)
    expect(screen.getByRole('img').className).toContain('h-24')
  })
})
