import { Lock } from 'lucide-react'
import type { ReactNode } from 'react'
import { useParams } from 'react-router'
import { NotFound } from '@/components/ui/NotFound'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { useAsset } from '../api/get-asset'
import type { Asset } from '../api/types'
import { STATUS_LABEL } from '../lib/labels'
import { AssetNotFound } from './AssetNotFound'

/** NotActive stands in for the sale and exchange forms of an asset that is not active (docs/design.md §5). */
export function NotActive({ asset, action }: { asset: Asset; action: string }) {
  return (
    <NotFound
      icon={Lock}
      title={`${action} indisponível`}
      text={`Somente ativos com status Ativo podem ser vendidos ou permutados. Este ativo está ${STATUS_LABEL[asset.status]}.`}
      backTo={`/assets/${asset.id}`}
      backLabel="Voltar para o ativo"
    />
  )
}

/**
 * ActiveAsset reads the asset of the route for the form of an action only an active asset takes (a sale, an
 * exchange): the spinner, then the form, or why there is none.
 */
export function ActiveAsset({ action, form }: { action: string; form: (asset: Asset) => ReactNode }) {
  const { data: asset, isLoading } = useAsset(Number(useParams().id))
  if (isLoading) return <PageSpinner />
  if (!asset) return <AssetNotFound />
  if (asset.status !== 'active') return <NotActive asset={asset} action={action} />
  return form(asset)
}
