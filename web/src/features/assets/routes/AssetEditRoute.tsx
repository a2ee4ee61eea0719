import { useNavigate, useParams } from 'react-router'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { useToast } from '@/components/ui/Toast'
import { useAsset } from '../api/get-asset'
import { useUpdateAsset } from '../api/update-asset'
import { AssetForm } from '../components/AssetForm'
import { AssetNotFound } from '../components/AssetNotFound'
import { FormPage } from '@/components/ui/FormPage'

export default function AssetEditRoute() {
  const id = Number(useParams().id)
  const navigate = useNavigate()
  const toast = useToast()
  const { data: asset, isLoading } = useAsset(id)
  const update = useUpdateAsset()

  if (isLoading) return <PageSpinner />
  if (!asset) return <AssetNotFound />
  return (
    <FormPage backTo={`/assets/${id}`} backLabel="Voltar para o ativo" title="Editar Ativo" width="max-w-3xl">
      <AssetForm
        key={asset.updatedAt}
        mode="edit"
        asset={asset}
        cancelTo={`/assets/${id}`}
        onSave={async (input) => {
          await update.mutateAsync({ id, ...input })
          toast.success('Ativo atualizado com sucesso!')
          navigate(`/assets/${id}`)
        }}
        failureMessage="Erro ao atualizar ativo. Tente novamente."
      />
    </FormPage>
  )
}
