import { Link } from 'react-router'
import { ArrowLeft, CarFront } from 'lucide-react'
import { buttonClass } from '@/components/ui/FormField'

/** VehicleNotFound is the missing-vehicle state of the detail, edit and sale screens. */
export function VehicleNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <CarFront aria-hidden className="h-12 w-12 text-slate-400" />
      <h1 className="mt-4 text-xl font-semibold text-slate-900">Veículo não encontrado</h1>
      <p className="mt-1 text-slate-600">O veículo solicitado não existe ou foi excluído.</p>
      <Link to="/vehicles" className={`${buttonClass.secondary} mt-6`}>
        <ArrowLeft aria-hidden className="h-4 w-4" /> Voltar para veículos
      </Link>
    </div>
  )
}

/** VehicleLoadError is the failed-load state: 'Erro ao carregar os dados do veículo.' (spec §8). */
export function VehicleLoadError() {
  return (
    <div role="alert" className="mx-auto max-w-md rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
      Erro ao carregar os dados do veículo.
    </div>
  )
}
