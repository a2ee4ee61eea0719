import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { LoadError } from './LoadError'

describe('LoadError', () => {
  it('shows the message in an alert', () => {
    render(<LoadError message="Erro ao carregar veículos." />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Erro ao carregar veículos.')
    expect(alert.querySelectorAll('p')).toHaveLength(1)
    expect(alert.querySelector('svg')).toHaveAttribute('aria-hidden')
  })

  it('shows the hint below the message when given', () => {
    render(<LoadError message="Erro ao carregar usuários" hint="Tente recarregar a página" />)
    const texts = Array.from(screen.getByRole('alert').querySelectorAll('p')).map((p) => p.textContent)
    expect(texts).toEqual(['Erro ao carregar usuários', 'Tente recarregar a página'])
  })
})
