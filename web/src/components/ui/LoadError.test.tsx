import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import { LoadError } from './LoadError'
import userEvent from '@testing-library/user-event'

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

describe('LoadError with onRetry', () => {
  it("offers 'Tentar novamente', which calls onRetry", async () => {
    const onRetry = vi.fn()
    render(<LoadError message="Erro ao carregar ativos." onRetry={onRetry} />)
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('disables the button while the retry runs', () => {
    render(<LoadError message="Erro ao carregar ativos." onRetry={() => undefined} retrying />)
    expect(screen.getByRole('button', { name: 'Tentando...' })).toBeDisabled()
  })

  it('offers no button without onRetry', () => {
    render(<LoadError message="Erro ao carregar ativos." />)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
