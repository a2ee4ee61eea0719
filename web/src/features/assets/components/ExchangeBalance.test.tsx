import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { ExchangeBalance } from './ExchangeBalance'

const difference = () => screen.getByTestId('exchange-difference')

describe('ExchangeBalance', () => {
  it('shows the value given, the total received and a gain in green with +', () => {
    render(<ExchangeBalance given={500000} received={550000.5} />)
    expect(screen.getByText('Valor dado (valor atual do ativo)').nextElementSibling?.textContent).toBe('R$\u00a0500.000,00')
    expect(screen.getByTestId('exchange-total').textContent).toBe('R$\u00a0550.000,50')
    expect(difference().textContent).toBe('+R$\u00a050.000,50')
    expect(difference()).toHaveClass('text-emerald-700')
  })
  it('shows a loss in red with −', () => {
    render(<ExchangeBalance given={500000} received={480000} />)
    expect(difference().textContent).toBe('−R$\u00a020.000,00')
    expect(difference()).toHaveClass('text-red-700')
  })
  it('shows an even exchange without a sign', () => {
    render(<ExchangeBalance given={0.3} received={0.1 + 0.2} />)
    expect(difference().textContent).toBe('R$\u00a00,00')
    expect(difference().textContent).not.toMatch(/[+−]/)
  })
})
