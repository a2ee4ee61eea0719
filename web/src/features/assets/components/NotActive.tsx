import { Lock } from 'lucide-react'
import { NotFound } from '@/components/ui/NotFound'
import type { Asset } from '../api/types'
import { STATUS_LABEL } from '../lib/labels'

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
