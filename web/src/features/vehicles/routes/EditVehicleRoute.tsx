import { Link, useNavigate, useParams } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { useToast } from '@/components/ui/Toast'
import { useVehicle } from '../api/get-vehicle'
import { useUpdateVehicle } from '../api/update-vehicle'
import { VehicleForm } from '../components/VehicleForm'
import { VehicleMissing } from '../components/VehicleNotFound'

export default function EditVehicleRoute() {
  const id = Number(useParams().id)
  const navigate = useNavigate()
  const toast = useToast()
  const { data: vehicle, isLoading, error } = useVehicle(id)
  const update = useUpdateVehicle()

  if (isLoading) {
    return (
      <PageSpinner />
    )
  }
  if (!vehicle) return <VehicleMissing error={error} />

  return (
    <div className="mx-auto max-w-4xl">
      <Link to={`/vehicles/${vehicle.id}`} className="mb-4 inline-flex items-center gap-2 text-sm text-slate-600 hover:text-slate-900">
        <ArrowLeft aria-hidden className="h-4 w-4" /> Voltar para o veículo
      </Link>
      <h1 className="text-2xl font-bold text-slate-900">Editar Veículo</h1>
      <p className="mt-1 text-slate-600">
        {vehicle.make} {vehicle.model}
      </p>
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
          licensePlate: vehicle.licensePlate,
          color: vehicle.color,
          notes: vehicle.notes,
          status: vehicle.status,
        }}
        attachments={vehicle.attachments}
        submitText="Salvar Alterações"
        savingText="Salvando..."
        cancelTo={`/vehicles/${vehicle.id}`}
        errorTitle="Erro ao atualizar veículo"
        onSave={async (payload) => {
          await update.mutateAsync({ id: vehicle.id, ...payload })
          toast.success('Veículo atualizado com sucesso!')
          navigate(`/vehicles/${vehicle.id}`)
        }}
      />
    </div>
  )
}
