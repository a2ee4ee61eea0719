import { Link, useParams } from 'react-router'
import { Pencil } from 'lucide-react'
import { Avatar } from '@/components/ui/Avatar'
import { buttonClass } from '@/components/ui/FormField'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { DescriptionList } from '@/components/ui/DescriptionList'
import { useSession } from '@/lib/auth'
import { ApiError } from '@/lib/api-client'
import { formatDateTime } from '@/lib/dates'
import { hasPermission, roleLabel } from '@/lib/permissions'
import { BackLink } from '@/components/ui/BackLink'
import { useUser } from '../api/get-user'
import { UserNotFound } from '../components/UserNotFound'
import { UserStatusBadge } from '../components/UserStatusBadge'

export default function UserDetailRoute() {
  const { id: rawId } = useParams()
  const { user: me } = useSession()
  const id = rawId === 'current' ? (me?.id ?? 0) : Number(rawId)
  const { data: user, isLoading, error } = useUser(id)

  if (isLoading) return <PageSpinner />
  if (!user) {
    if (error && !(error instanceof ApiError && error.status === 404)) {
      return (
        <p role="alert" className="py-16 text-center text-red-700">
          Erro ao carregar usuários
        </p>
      )
    }
    return <UserNotFound canList={hasPermission(me?.role, 'users.read')} />
  }

  const rows: [string, string][] = [
    ['Email', user.email],
    ['Nível de acesso', roleLabel(user.role)],
    ['Criado em', formatDateTime(user.createdAt)],
    ['Última atualização', formatDateTime(user.updatedAt)],
    ['ID', String(user.id)],
  ]
  return (
    <div className="mx-auto max-w-3xl">
      <BackLink to="/users">Voltar para usuários</BackLink>
      <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
        <div className="flex flex-col items-center gap-4 border-b border-slate-100 p-6 text-center sm:flex-row sm:text-left">
          <Avatar name={user.name} src={user.avatar} size="xl" />
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-2xl font-bold text-slate-900" title={user.name}>{user.name}</h1>
            <p className="mt-1 flex flex-wrap items-center justify-center gap-2 text-slate-600 sm:justify-start">
              {roleLabel(user.role)} <UserStatusBadge active={user.active} />
            </p>
          </div>
          {hasPermission(me?.role, 'users.update') && (
            <Link to={`/users/edit/${user.id}`} className={buttonClass.primary}>
              <Pencil aria-hidden className="h-4 w-4" /> Editar Usuário
            </Link>
          )}
        </div>
        <DescriptionList rows={rows} inset="px-6" wrap="break-all" />
      </div>
    </div>
  )
}
