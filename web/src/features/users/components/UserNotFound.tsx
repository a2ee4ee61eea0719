import { Link } from 'react-router'
import { ArrowLeft, UserX } from 'lucide-react'
import { buttonClass } from '@/components/ui/FormField'

/** UserNotFound is the missing-user state of the detail and edit screens. */
export function UserNotFound({ canList }: { canList: boolean }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <UserX aria-hidden className="h-12 w-12 text-slate-400" />
      <h1 className="mt-4 text-xl font-semibold text-slate-900">Usuário não encontrado</h1>
      <Link to={canList ? '/users' : '/dashboard'} className={`${buttonClass.secondary} mt-6`}>
        <ArrowLeft aria-hidden className="h-4 w-4" /> {canList ? 'Voltar para usuários' : 'Voltar'}
      </Link>
    </div>
  )
}
