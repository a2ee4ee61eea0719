import { resaleFields } from '../lib/schemas'
import { useSaveThenGo } from '@/components/ui/use-save-then-go'
import { FormPage } from '@/components/ui/FormPage'
import { useCreateVehicle } from '../api/create-vehicle'
import { VehicleForm } from '../components/VehicleForm'

export default function NewVehicleRoute() {
  const save = useSaveThenGo(useCreateVehicle().mutateAsync, 'Veículo criado com sucesso!', '/vehicles')
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
          renavam: '',
          chassis: '',
          ...resaleFields(),
          color: '',
          notes: '',
          status: 'in_stock',
          accountId: '',
          counterpartReason: '',
        }}
        submitText="Criar Veículo"
        savingText="Criando..."
        cancelTo="/vehicles"
        errorTitle="Erro ao criar veículo"
        onSave={save}
      />
    </FormPage>
  )
}
