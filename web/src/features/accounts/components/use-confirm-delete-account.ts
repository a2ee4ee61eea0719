import { useConfirmDelete } from '@/components/ui/use-confirm-delete'
import { useDeleteAccount } from '../api/delete-account'
import type { Account } from '../api/types'

/** useConfirmDeleteAccount asks before deleting an account; a refusal (an account with movements) shows the server's message. */
export function useConfirmDeleteAccount(onDeleted?: () => void) {
  return useConfirmDelete<Account>({
    mutation: useDeleteAccount(),
    title: 'Excluir Conta',
    message: (a) => `Tem certeza que deseja excluir a conta ${a.name}? Esta ação não pode ser desfeita.`,
    success: 'Conta excluída com sucesso!',
    failure: 'Erro ao excluir conta',
    onDeleted,
  })
}
