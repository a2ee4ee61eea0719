import { useSaveThenGo } from '@/components/ui/use-save-then-go'
import { useCreateAsset } from '../api/create-asset'
import { AssetForm } from '../components/AssetForm'
import { FormPage } from '@/components/ui/FormPage'

export default function AssetCreateRoute() {
  const save = useSaveThenGo(useCreateAsset().mutateAsync, 'Ativo criado com sucesso!', '/assets')
  return (
    <FormPage backTo="/assets" backLabel="Voltar para ativos" title="Novo Ativo" subtitle="Cadastre um imóvel ou outro bem do patrimônio" width="max-w-3xl">
      <AssetForm
        mode="create"
        cancelTo="/assets"
        onSave={save}
        failureMessage="Erro ao criar ativo. Tente novamente."
      />
    </FormPage>
  )
}
