import { UserX } from 'lucide-react'
import { NotFound } from '@/components/ui/NotFound'

/** UserNotFound is the missing-user state of the detail and edit screens. */
export function UserNotFound({ canList }: { canList: boolean }) {
  return <NotFound icon={UserX} title="Usuário não encontrado" backTo={canList ? '/users' : '/dashboard'} backLabel={canList ? 'Voltar para usuários' : 'Voltar'} />
}
