import { useParams } from 'react-router'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { useSaveThenGo } from '@/components/ui/use-save-then-go'
import { useAsset } from '../api/get-asset'
import { useUpdateAsset } from '../api/update-asset'
import type { AssetInput } from '../api/types'
import { AssetForm } from '../components/AssetForm'
import { AssetNotFound } from '../components/AssetNotFound'
import { FormPage } from '@/components/ui/FormPage'

export default function AssetEditRoute() {
  const id = Number(useParams().id)
  const { data: asset, isLoading } = useAsset(id)
  const update = useUpdateAsset()
  const save = useSaveThenGo((input: AssetInput) => update.mutateAsync({ id, ...input }), 'Ativo atualizado com sucesso!', `/assets/${id}`)

  if (isLoading) return <PageSpinner />
  if (!asset) return <AssetNotFound />
  return (
    <FormPage backTo={`/assets/${id}`} backLabel="Voltar para o ativo" title="Editar Ativo" width="max-w-3xl">
      <AssetForm
        key={asset.updatedAt}
        mode="edit"
        asset={asset}
        cancelTo={`/assets/${id}`}
        onSave={save}
        failureMessage="Erro ao atualizar ativo. Tente novamente."
      />
    </FormPage>
  )
}
