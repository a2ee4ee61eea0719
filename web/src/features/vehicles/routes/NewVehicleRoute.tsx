import { Link, useNavigate } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { useToast } from '@/components/ui/Toast'
import { useCreateVehicle } from '../api/create-vehicle'
import { VehicleForm } from '../components/VehicleForm'

export default function NewVehicleRoute() {
  const navigate = useNavigate()
  const toast = useToast()
  const create = useCreateVehicle()
  return (
    <div className="mx-auto max-w-4xl">
      <Link to="/vehicles" className="mb-4 inline-flex items-center gap-2 text-sm text-slate-600 hover:text-slate-900">
        <ArrowLeft aria-hidden className="h-4 w-4" /> Voltar para veículos
      </Link>
      <h1 className="text-2xl font-bold text-slate-900">Novo Veículo</h1>
      <p className="mt-1 text-slate-600">Cadastre um veículo comprado para revenda</p>
      <VehicleForm
        mode="create"
        defaultValues={{
          purchaseDate: '',
          purchasePrice: 0,
          sellingPrice: 0,
          make: '',
          model: '',
          year: String(new Date().getFullYear()),
          licensePlate: '',
          color: '',
          notes: '',
          status: 'in_stock',
        }}
        submitText="Criar Veículo"
        savingText="Criando..."
        cancelTo="/vehicles"
        errorTitle="Erro ao criar veículo"
        onSave={async (payload) => {
          await create.mutateAsync(payload)
          toast.success('Veículo criado com sucesso!')
          navigate('/vehicles')
        }}
      />
    </div>
  )
}
