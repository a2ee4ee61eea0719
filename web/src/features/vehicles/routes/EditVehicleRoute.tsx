import { resaleFields } from '../lib/schemas'
import { sourceValue } from '@/lib/counterparts'
import { useParams } from 'react-router'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { useSaveThenGo } from '@/components/ui/use-save-then-go'
import { FormPage } from '@/components/ui/FormPage'
import { useVehicle } from '../api/get-vehicle'
import { useUpdateVehicle } from '../api/update-vehicle'
import type { VehiclePayload } from '../api/types'
import { VehicleForm } from '../components/VehicleForm'
import { VehicleMissing } from '../components/VehicleNotFound'
import { formatPlate } from '../lib/format'

export default function EditVehicleRoute() {
  const id = Number(useParams().id)
  const { data: vehicle, isLoading, error } = useVehicle(id)
  const update = useUpdateVehicle()
  const save = useSaveThenGo((payload: VehiclePayload) => update.mutateAsync({ id, ...payload }), 'Veículo atualizado com sucesso!', `/vehicles/${id}`)

  if (isLoading) return <PageSpinner />
  if (!vehicle) return <VehicleMissing error={error} />

  return (
    <FormPage backTo={`/vehicles/${vehicle.id}`} backLabel="Voltar para o veículo" title="Editar Veículo" subtitle={<>{vehicle.make} {vehicle.model}</>} width="max-w-4xl">
      <VehicleForm
        key={vehicle.updatedAt}
        mode="edit"
        defaultValues={{
          purchaseDate: vehicle.purchaseDate ?? '',
          purchasePrice: vehicle.purchasePrice,
          sellingPrice: vehicle.sellingPrice,
          make: vehicle.make,
          model: vehicle.model,
          year: String(vehicle.year),
          licensePlate: formatPlate(vehicle.licensePlate),
          renavam: vehicle.renavam,
          chassis: vehicle.chassis,
          ...resaleFields(vehicle),
          color: vehicle.color,
          notes: vehicle.notes,
          status: vehicle.status,
          accountId: sourceValue(vehicle.accountId, vehicle.counterpart),
          counterpartReason: vehicle.counterpart?.reason ?? '',
        }}
        attachments={vehicle.attachments}
        submitText="Salvar Alterações"
        savingText="Salvando..."
        cancelTo={`/vehicles/${vehicle.id}`}
        errorTitle="Erro ao atualizar veículo"
        onSave={save}
      />
    </FormPage>
  )
}
