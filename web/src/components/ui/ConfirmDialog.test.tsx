import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ConfirmDialog } from './ConfirmDialog'

function setup(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn()
  const onClose = vi.fn()
  render(<ConfirmDialog open title="Excluir Ativo" message="Tem certeza?" onConfirm={onConfirm} onClose={onClose} {...props} />)
  return { onConfirm, onClose }
}

describe('ConfirmDialog', () => {
  it('shows title, message and the default texts', () => {
    setup()
    expect(screen.getByRole('dialog', { name: 'Excluir Ativo' })).toHaveTextContent('Tem certeza?')
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus()
  })
  it('confirms, cancels, closes on Escape, the backdrop and the close button', async () => {
    const { onConfirm, onClose } = setup({ confirmText: 'Excluir' })
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    fireEvent.keyDown(document, { key: 'Escape' })
    await userEvent.click(screen.getByTestId('dialog-backdrop'))
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }))
    expect(onClose).toHaveBeenCalledTimes(4)
  })
  it('keeps Tab inside: Cancelar, the confirm button, the close button, and around again', async () => {
    setup()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Confirmar' })).toHaveFocus()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveFocus()
    await userEvent.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Confirmar' })).toHaveFocus()
  })
  it("disables everything and reads 'Processando...' while processing", async () => {
    const { onConfirm, onClose } = setup({ processing: true })
    expect(screen.getByRole('button', { name: 'Processando...' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled()
    fireEvent.keyDown(document, { key: 'Escape' })
    await userEvent.click(screen.getByTestId('dialog-backdrop'))
    expect(onClose).not.toHaveBeenCalled()
    expect(onConfirm).not.toHaveBeenCalled()
  })
  it('colours the confirm button by type and renders nothing when closed', () => {
    const { rerender } = render(<ConfirmDialog open title="A" message="m" type="warning" onConfirm={() => {}} onClose={() => {}} />)
    expect(screen.getByRole('button', { name: 'Confirmar' }).className).toContain('bg-amber-500')
    rerender(<ConfirmDialog open title="A" message="m" type="info" onConfirm={() => {}} onClose={() => {}} />)
    expect(screen.getByRole('button', { name: 'Confirmar' }).className).toContain('bg-blue-600')
    rerender(<ConfirmDialog open={false} title="A" message="m" onConfirm={() => {}} onClose={() => {}} />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
