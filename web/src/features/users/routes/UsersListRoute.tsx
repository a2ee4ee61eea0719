import { Link } from 'react-router'
import { Eye, Pencil, Trash2, Users } from 'lucide-react'
import { Avatar } from '@/components/ui/Avatar'
import { EmptyState } from '@/components/ui/EmptyState'
import { NewRecordLink } from '@/components/ui/DetailCard'
import { ListScreen } from '@/components/ui/ListScreen'
import { SearchInput } from '@/components/ui/SearchInput'
import { useConfirmDelete } from '@/components/ui/use-confirm-delete'
import { useSession } from '@/lib/auth'
import { formatDate } from '@/lib/dates'
import { useListState } from '@/lib/list-state'
import { usePageChange } from '@/lib/pagination'
import { hasPermission, roleLabel } from '@/lib/permissions'
import { useDeleteUser } from '../api/delete-user'
import { useUsers } from '../api/get-users'
import type { User } from '../api/types'
import { UserStatusBadge } from '../components/UserStatusBadge'

const DEFAULTS = { q: '' }

export default function UsersListRoute() {
  const { user: me } = useSession()
  const { filters, page, setFilters, setPage } = useListState(DEFAULTS)
  const result = useUsers({ q: filters.q, page })
  const { listRef, changePage } = usePageChange(page, result.data?.meta.total, setPage)
  const remove = useConfirmDelete<User>({
    mutation: useDeleteUser(),
    title: 'Excluir Usuário',
    message: (u) => `Tem certeza que deseja excluir o usuário ${u.name}? Esta ação não pode ser desfeita.`,
    success: 'Usuário excluído com sucesso!',
    failure: 'Erro ao excluir usuário',
  })
  const canEdit = hasPermission(me?.role, 'users.edit')
  const canDelete = hasPermission(me?.role, 'users.delete')
  const canCreate = hasPermission(me?.role, 'users.create')

  const actions = (u: User) => (
    <div className="flex justify-end gap-1">
      <Link to={`/users/${u.id}`} aria-label={`Ver ${u.name}`} className="rounded-lg p-2 text-slate-600 hover:bg-slate-100">
        <Eye className="h-4 w-4" />
      </Link>
      {canEdit && (
        <Link to={`/users/edit/${u.id}`} aria-label={`Editar ${u.name}`} className="rounded-lg p-2 text-primary-700 hover:bg-primary-50">
          <Pencil className="h-4 w-4" />
        </Link>
      )}
      {canDelete && u.id !== me?.id && (
        <button type="button" onClick={() => remove.ask(u)} aria-label={`Excluir ${u.name}`} className="rounded-lg p-2 text-red-700 hover:bg-red-50">
          <Trash2 className="h-4 w-4" />
        </button>
      )}
    </div>
  )

  return (
    <ListScreen
      width="max-w-6xl"
      title="Usuários"
      subtitle="Gerencie quem acessa o sistema e o nível de acesso de cada um"
      actions={
        canCreate && <NewRecordLink to="/users/new">Novo Usuário</NewRecordLink>
      }
      result={result}
      page={page}
      onPageChange={changePage}
      loadError="Erro ao carregar usuários"
      loadHint="Tente recarregar a página"
      empty={<EmptyState icon={Users} title="Nenhum usuário encontrado" description="Ajuste a busca ou crie um novo usuário." />}
      dialog={remove.dialog}
      items={(users) => (
        <div ref={listRef} className="scroll-mt-20 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="hidden w-full text-left text-sm md:table">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="px-4 py-3">Usuário</th>
                <th scope="col" className="px-4 py-3">Nível de acesso</th>
                <th scope="col" className="px-4 py-3">Status</th>
                <th scope="col" className="px-4 py-3">Criado em</th>
                <th scope="col" className="px-4 py-3 text-right">Ações</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {users.map((u) => (
                <tr key={u.id}>
                  <td className="px-4 py-3">
                    <UserIdentity user={u} />
                  </td>
                  <td className="px-4 py-3 text-slate-700">{roleLabel(u.role)}</td>
                  <td className="px-4 py-3">
                    <UserStatusBadge active={u.active} />
                  </td>
                  <td className="px-4 py-3 text-slate-500">{formatDate(u.createdAt)}</td>
                  <td className="px-4 py-3">{actions(u)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="divide-y divide-slate-100 md:hidden">
            {users.map((u) => (
              <li key={u.id} className="p-4">
                <div className="flex items-start gap-2">
                  <div className="min-w-0 flex-1">
                    <UserIdentity user={u} />
                  </div>
                  {actions(u)}
                </div>
                <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 pl-11 text-sm">
                  <span className="text-slate-700">{roleLabel(u.role)}</span>
                  <UserStatusBadge active={u.active} />
                  <span className="text-slate-500">{formatDate(u.createdAt)}</span>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    >
      <SearchInput
        label="Buscar usuários"
        placeholder="Buscar por nome ou email"
        value={filters.q}
        onChange={(value) => setFilters({ q: value }, { replace: true })}
        className="mb-4 max-w-md"
      />
    </ListScreen>
  )
}

function UserIdentity({ user }: { user: User }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={user.name} src={user.avatar} size="sm" />
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900" title={user.name}>{user.name}</p>
        <p className="truncate text-sm text-slate-500" title={user.email}>{user.email}</p>
      </div>
    </div>
  )
}
