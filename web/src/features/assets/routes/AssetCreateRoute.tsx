import { useNavigate } from 'react-router'
import { useToast } from '@/components/ui/Toast'
import { useCreateAsset } from '../api/create-asset'
import { AssetForm } from '../components/AssetForm'
import { FormPage } from '@/components/ui/FormPage'

export default function AssetCreateRoute() {
  const navigate = useNavigate()
  const toast = useToast()
  const create = useCreateAsset()
  return (
    <FormPage backTo="/assets" backLabel="Voltar para ativos" title="Novo Ativo" subtitle="Cadastre um imóvel ou outro bem do patrimônio" width="max-w-3xl">
      <AssetForm
        mode="create"
        cancelTo="/assets"
        onSave={async (input) => {
          await create.mutateAsync(input)
          toast.success('Ativo criado com sucesso!')
          navigate('/assets')
        }}
        failureMessage="Erro ao criar ativo. Tente novamente."
      />
    </FormPage>
  )
}
