import { CarFront } from 'lucide-react'
import { NotFound } from '@/components/ui/NotFound'
import { ApiError } from '@/lib/api-client'

/** VehicleNotFound is the missing-vehicle state of the detail, edit and sale screens. */
export function VehicleNotFound() {
  return <NotFound icon={CarFront} title="Veículo não encontrado" text="O veículo solicitado não existe ou foi excluído." backTo="/vehicles" backLabel="Voltar para veículos" />
}

/** VehicleLoadError is the failed-load state: 'Erro ao carregar os dados do veículo.' (docs/product.md §8). */
export function VehicleLoadError() {
  return (
    <div role="alert" className="mx-auto max-w-md rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
      Erro ao carregar os dados do veículo.
    </div>
  )
}

/** VehicleMissing is what a vehicle screen shows without its vehicle: not found (404, or an id that is not one), else the load error. */
export function VehicleMissing({ error }: { error: unknown }) {
  return error && !(error instanceof ApiError && error.status === 404) ? <VehicleLoadError /> : <VehicleNotFound />
}
