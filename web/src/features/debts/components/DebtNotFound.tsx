import { Link } from 'react-router'
import { ArrowLeft, FileX } from 'lucide-react'
import { buttonClass } from '@/components/ui/FormField'

/** DebtNotFound is the missing-debt state of the detail and edit screens. */
export function DebtNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <FileX aria-hidden className="h-12 w-12 text-slate-400" />
      <h1 className="mt-4 text-xl font-semibold text-slate-900">Dívida não encontrada</h1>
      <p className="mt-1 text-slate-600">A dívida solicitada não foi encontrada.</p>
      <Link to="/debts" className={`${buttonClass.secondary} mt-6`}>
        <ArrowLeft aria-hidden className="h-4 w-4" /> Voltar para dívidas
      </Link>
    </div>
  )
}
