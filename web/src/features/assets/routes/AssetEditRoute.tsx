import { useNavigate, useParams } from 'react-router'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { useToast } from '@/components/ui/Toast'
import { useAsset } from '../api/get-asset'
import { useUpdateAsset } from '../api/update-asset'
import { AssetForm } from '../components/AssetForm'
import { AssetNotFound } from '../components/AssetNotFound'
import { BackLink } from '../components/BackLink'

export default function AssetEditRoute() {
  const id = Number(useParams().id)
  const navigate = useNavigate()
  const toast = useToast()
  const { data: asset, isLoading } = useAsset(id)
  const update = useUpdateAsset()

  if (isLoading) return <PageSpinner />
  if (!asset) return <AssetNotFound />
  return (
    <div className="mx-auto max-w-3xl">
      <BackLink to={`/assets/${id}`}>Voltar para o ativo</BackLink>
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Editar Ativo</h1>
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
    </div>
  )
}
