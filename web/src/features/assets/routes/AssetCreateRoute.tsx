import { useNavigate } from 'react-router'
import { useToast } from '@/components/ui/Toast'
import { useCreateAsset } from '../api/create-asset'
import { AssetForm } from '../components/AssetForm'
import { BackLink } from '../components/BackLink'

export default function AssetCreateRoute() {
  const navigate = useNavigate()
  const toast = useToast()
  const create = useCreateAsset()
  return (
    <div className="mx-auto max-w-3xl">
      <BackLink to="/assets">Voltar para ativos</BackLink>
      <h1 className="text-2xl font-bold text-slate-900">Novo Ativo</h1>
      <p className="mb-6 mt-1 text-slate-600">Cadastre um imóvel ou outro bem do patrimônio</p>
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
    </div>
  )
}
