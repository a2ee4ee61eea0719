import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ChangePasswordDialog } from './ChangePasswordDialog'

function setup() {
  const onClose = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ChangePasswordDialog userId={7} self open onClose={onClose} onChanged={() => {}} />
    </QueryClientProvider>,
  )
  return { onClose }
}

describe('ChangePasswordDialog', () => {
  it('opens on the current password, keeps Tab inside and closes on Escape', async () => {
    const { onClose } = setup()
    const dialog = screen.getByRole('dialog', { name: 'Alterar Senha' })
    expect(screen.getByLabelText('Senha atual')).toHaveFocus()
    for (let i = 0; i < 8; i++) {
      await userEvent.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
  })
  it('links each field error to its field', async () => {
    setup()
    await userEvent.type(screen.getByLabelText('Nova senha'), 'curta')
    await userEvent.type(screen.getByLabelText('Confirmar nova senha'), 'outra')
    await userEvent.click(screen.getAllByRole('button', { name: 'Alterar Senha' })[0])
    for (const label of ['Senha atual', 'Nova senha', 'Confirmar nova senha']) {
      const field = screen.getByLabelText(label)
      expect(field).toHaveAttribute('aria-invalid', 'true')
      expect(field).toHaveAccessibleDescription(/.+/)
    }
  })
})
