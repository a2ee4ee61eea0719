import { Link } from 'react-router'
import { ArrowLeft, SearchX } from 'lucide-react'
import { buttonClass } from '@/components/ui/FormField'

/** AssetNotFound is the missing-asset state of the asset screens (spec §2, §8). */
export function AssetNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <SearchX aria-hidden className="h-12 w-12 text-slate-400" />
      <h1 className="mt-4 text-xl font-semibold text-slate-900">Ativo não encontrado</h1>
      <p className="mt-1 text-slate-600">O ativo solicitado não foi encontrado.</p>
      <Link to="/assets" className={`${buttonClass.secondary} mt-6`}>
        <ArrowLeft aria-hidden className="h-4 w-4" /> Voltar para ativos
      </Link>
    </div>
  )
}
