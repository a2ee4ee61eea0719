import { useConfirmDelete } from '@/components/ui/use-confirm-delete'
import { useDeleteDebt } from '../api/delete-debt'
import type { Debt } from '../api/types'

/** useConfirmDeleteDebt asks before deleting a debt; a failure is logged only (docs/product.md §8). */
export function useConfirmDeleteDebt(onDeleted?: () => void) {
  return useConfirmDelete<Debt>({
    mutation: useDeleteDebt(),
    title: 'Excluir Dívida',
    message: (d) => `Tem certeza que deseja excluir a dívida com ${d.creditorName}? Esta ação não pode ser desfeita.`,
    success: 'Dívida excluída com sucesso!',
    failure: 'Erro ao excluir dívida',
    quietFailure: true,
    onDeleted,
  })
}
