import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useFocusTrap } from './use-focus-trap'

function Dialog({ onClose, disabled = false }: { onClose: () => void; disabled?: boolean }) {
  const ref = useFocusTrap<HTMLDivElement>(true, { onEscape: onClose })
  return (
    <div ref={ref} tabIndex={-1} role="dialog" aria-label="Diálogo">
      <button type="button" disabled={disabled}>
        Primeiro
      </button>
      <input aria-label="Campo" disabled={disabled} />
      <button type="button" onClick={onClose} disabled={disabled}>
        Último
      </button>
    </div>
  )
}

function Page({ disabled }: { disabled?: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button">Antes</button>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      {open && <Dialog disabled={disabled} onClose={() => setOpen(false)} />}
      <button type="button">Depois</button>
    </>
  )
}

describe('useFocusTrap', () => {
  it('focuses the first control, cycles Tab and Shift+Tab inside, and returns focus to the opener on Escape', async () => {
    render(<Page />)
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }))
    expect(screen.getByRole('button', { name: 'Primeiro' })).toHaveFocus()
    await userEvent.tab()
    expect(screen.getByRole('textbox', { name: 'Campo' })).toHaveFocus()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Último' })).toHaveFocus()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Primeiro' })).toHaveFocus()
    await userEvent.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Último' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus()
  })
  it('returns focus to the opener when closed by one of its buttons', async () => {
    render(<Page />)
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }))
    await userEvent.click(screen.getByRole('button', { name: 'Último' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus()
  })
  it('holds focus on the dialog itself when every control is disabled', async () => {
    render(<Page disabled />)
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }))
    expect(screen.getByRole('dialog')).toHaveFocus()
    await userEvent.tab()
    expect(screen.getByRole('dialog')).toHaveFocus()
    await userEvent.tab({ shift: true })
    expect(screen.getByRole('dialog')).toHaveFocus()
  })
  it('focuses the element asked for, and Escape does nothing without onEscape', async () => {
    const onEscape = vi.fn()
    function Asked({ escape }: { escape: boolean }) {
      const ref = useFocusTrap<HTMLDivElement>(true, { onEscape: escape ? onEscape : undefined, initialFocus: 'input' })
      return (
        <div ref={ref} tabIndex={-1}>
          <button type="button">Fechar</button>
          <input aria-label="Senha" />
        </div>
      )
    }
    const { rerender } = render(<Asked escape={false} />)
    expect(screen.getByRole('textbox', { name: 'Senha' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(onEscape).not.toHaveBeenCalled()
    rerender(<Asked escape />)
    await userEvent.keyboard('{Escape}')
    expect(onEscape).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('textbox', { name: 'Senha' })).toHaveFocus()
  })
})
