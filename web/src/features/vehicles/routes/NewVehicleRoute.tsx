import { useNavigate } from 'react-router'
import { useToast } from '@/components/ui/Toast'
import { FormPage } from '@/components/ui/FormPage'
import { useCreateVehicle } from '../api/create-vehicle'
import { VehicleForm } from '../components/VehicleForm'

export default function NewVehicleRoute() {
  const navigate = useNavigate()
  const toast = useToast()
  const create = useCreateVehicle()
  return (
    <FormPage backTo="/vehicles" backLabel="Voltar para veículos" title="Novo Veículo" subtitle="Cadastre um veículo comprado para revenda" width="max-w-4xl">
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
    </FormPage>
  )
}
