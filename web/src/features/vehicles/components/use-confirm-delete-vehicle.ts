import { useConfirmDelete } from '@/components/ui/use-confirm-delete'
import { useDeleteVehicle } from '../api/delete-vehicle'
import type { Vehicle } from '../api/types'
import { formatPlate } from '../lib/format'

/** useConfirmDeleteVehicle asks before deleting a vehicle and says how it went. */
export function useConfirmDeleteVehicle(onDeleted?: () => void) {
  return useConfirmDelete<Vehicle>({
    mutation: useDeleteVehicle(),
    title: 'Excluir Veículo',
    message: (v) => `Tem certeza que deseja excluir o veículo ${v.make} ${v.model} (${formatPlate(v.licensePlate)})? Esta ação não pode ser desfeita.`,
    success: 'Veículo excluído com sucesso!',
    failure: 'Erro ao excluir veículo',
    onDeleted,
  })
}
