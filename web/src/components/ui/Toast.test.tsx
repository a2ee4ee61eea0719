import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { ToastProvider, useToast, type ToastApi } from './Toast'

let api: ToastApi
function Grab() {
  api = useToast()
  return null
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('toasts', () => {
  it('shows each of the four types and closes after 5000 ms', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    )
    act(() => {
      api.success('Salvo!', 'As alterações foram salvas.')
      api.error('Falhou')
      api.warning('Atenção')
      api.info('Aviso')
    })
    expect(screen.getByText('Salvo!')).toBeInTheDocument()
    expect(screen.getByText('As alterações foram salvas.')).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Falhou')
    expect(screen.getAllByRole('status')).toHaveLength(3)
    act(() => vi.advanceTimersByTime(4999))
    expect(screen.getByText('Salvo!')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Salvo!')).not.toBeInTheDocument()
    expect(screen.queryByText('Falhou')).not.toBeInTheDocument()
  })
  it('closes by its button', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    )
    act(() => api.info('Olá'))
    fireEvent.click(screen.getByRole('button', { name: 'Fechar notificação' }))
    expect(screen.queryByText('Olá')).not.toBeInTheDocument()
  })
  it('keeps errors and warnings but hides success and info when quiet', () => {
    render(
      <ToastProvider quiet>
        <Grab />
      </ToastProvider>,
    )
    act(() => {
      api.success('Salvo!')
      api.info('Aviso')
      api.error('Falhou')
      api.warning('Atenção')
    })
    expect(screen.queryByText('Salvo!')).not.toBeInTheDocument()
    expect(screen.queryByText('Aviso')).not.toBeInTheDocument()
    expect(screen.getByText('Falhou')).toBeInTheDocument()
    expect(screen.getByText('Atenção')).toBeInTheDocument()
  })
  it('closes, when the screen changes, the toasts of the screen left but keeps one shown with the change', () => {
    render(
      <ToastProvider>
        <Grab />
      </ToastProvider>,
    )
    act(() => api.success('Pagamento registrado'))
    act(() => vi.advanceTimersByTime(2000))
    act(() => {
      api.success('Ativo criado') // the save that navigates
      api.leftScreen()
    })
    expect(screen.queryByText('Pagamento registrado')).not.toBeInTheDocument()
    expect(screen.getByText('Ativo criado')).toBeInTheDocument()
    act(() => api.leftScreen()) // the next screen left at once: the carried toast does not follow further
    expect(screen.queryByText('Ativo criado')).not.toBeInTheDocument()
  })
})
