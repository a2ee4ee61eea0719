import { Link } from 'react-router'
import { ArrowLeft, Lock } from 'lucide-react'
import { buttonClass } from '@/components/ui/FormField'
import type { Asset } from '../api/types'
import { STATUS_LABEL } from '../lib/labels'

/** NotActive stands in for the sale and exchange forms of an asset that is not active (DESIGN §5). */
export function NotActive({ asset, action }: { asset: Asset; action: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <Lock aria-hidden className="h-12 w-12 text-slate-400" />
      <h1 className="mt-4 text-xl font-semibold text-slate-900">{action} indisponível</h1>
      <p className="mt-1 text-slate-600">
        Somente ativos com status Ativo podem ser vendidos ou permutados. Este ativo está {STATUS_LABEL[asset.status]}.
      </p>
      <Link to={`/assets/${asset.id}`} className={`${buttonClass.secondary} mt-6`}>
        <ArrowLeft aria-hidden className="h-4 w-4" /> Voltar para o ativo
      </Link>
    </div>
  )
}
