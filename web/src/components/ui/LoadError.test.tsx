import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
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

  it('offers no retry without onRetry', () => {
    render(<LoadError message="Erro ao carregar dívidas." />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it("asks again with 'Tentar novamente', and waits while retrying", async () => {
    const onRetry = vi.fn()
    const { rerender } = render(<LoadError message="Erro ao carregar dívidas." onRetry={onRetry} />)
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    rerender(<LoadError message="Erro ao carregar dívidas." onRetry={onRetry} retrying />)
    expect(screen.getByRole('button', { name: 'Tentando...' })).toBeDisabled()
  })
})

