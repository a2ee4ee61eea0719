import { useState } from 'react'
import { ConfirmDialog } from './ConfirmDialog'
import { useToast } from './Toast'

/** DeleteMutation is what a feature's delete hook gives: delete by id, and whether one is under way. */
type DeleteMutation = {
  mutate: (id: number, callbacks: { onSuccess: () => void; onError: (err: Error) => void; onSettled: () => void }) => void
  isPending: boolean
}

/**
 * useConfirmDelete is the delete-with-confirmation of every screen: ask(record) opens the dialog ('Excluir …'),
 * confirming deletes it, says `success` in a toast and calls onDeleted; a failure is logged under `failure` and, unless
 * quietFailure (docs/product.md §8: the debts only log it), shown in a toast with the server's message. Render `dialog`.
 */
export function useConfirmDelete<T extends { id: number }>({
  mutation,
  title,
  message,
  success,
  failure,
  onDeleted,
  quietFailure = false,
  confirmText = 'Excluir',
}: {
  mutation: DeleteMutation
  title: string
  message: (record: T) => string
  success: string
  failure: string
  onDeleted?: () => void
  quietFailure?: boolean
  /** confirmText names the confirming button: 'Excluir', or what undoing is called ('Desfazer'). */
  confirmText?: string
}) {
  const toast = useToast()
  const [target, setTarget] = useState<T | null>(null)
  const confirm = () => {
    if (!target) return
    mutation.mutate(target.id, {
      onSuccess: () => {
        toast.success(success)
        onDeleted?.()
      },
      onError: (err) => {
        console.error(failure, err)
        if (!quietFailure) toast.error(failure, err.message)
      },
      onSettled: () => setTarget(null),
    })
  }
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={title}
      message={target ? message(target) : ''}
      confirmText={confirmText}
      processing={mutation.isPending}
      onConfirm={confirm}
      onClose={() => setTarget(null)}
    />
  )
  return { ask: setTarget, dialog }
}
