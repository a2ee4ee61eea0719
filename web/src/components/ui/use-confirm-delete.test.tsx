import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ToastProvider } from './Toast'
import { useConfirmDelete } from './use-confirm-delete'

type Row = { id: number; name: string }

function Screen({ fail = false, onDeleted }: { fail?: boolean; onDeleted?: () => void }) {
  const remove = useConfirmDelete<Row>({
    mutation: {
      isPending: false,
      mutate: (_id, { onSuccess, onError, onSettled }) => {
        if (fail) onError(new Error('Sem permissão'))
        else onSuccess()
        onSettled()
      },
    },
    title: 'Excluir Linha',
    message: (r) => `Excluir ${r.name}?`,
    success: 'Linha excluída!',
    failure: 'Erro ao excluir linha',
    onDeleted,
  })
  return (
    <>
      <button type="button" onClick={() => remove.ask({ id: 7, name: 'Casa' })}>
        Excluir Casa
      </button>
      {remove.dialog}
    </>
  )
}

describe('useConfirmDelete', () => {
  it('asks with the record in the message, deletes on confirm, says so and calls onDeleted', async () => {
    const onDeleted = vi.fn()
    render(
      <ToastProvider>
        <Screen onDeleted={onDeleted} />
      </ToastProvider>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Excluir Casa' }))
    expect(screen.getByText('Excluir Casa?')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }))
    expect(onDeleted).toHaveBeenCalledOnce()
    expect(screen.getByText('Linha excluída!')).toBeInTheDocument()
    expect(screen.queryByText('Excluir Casa?')).not.toBeInTheDocument()
  })

  it('shows a failure with the server message and closes the dialog', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <ToastProvider>
        <Screen fail />
      </ToastProvider>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Excluir Casa' }))
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }))
    expect(screen.getByText('Sem permissão')).toBeInTheDocument()
    expect(error).toHaveBeenCalledWith('Erro ao excluir linha', expect.any(Error))
    expect(screen.queryByText('Excluir Casa?')).not.toBeInTheDocument()
    error.mockRestore()
  })
})
