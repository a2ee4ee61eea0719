import { useState } from 'react'
import { Link } from 'react-router'
import { Eye, Pencil, Plus, Search, Trash2, Users } from 'lucide-react'
import { Avatar } from '@/components/ui/Avatar'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { EmptyState } from '@/components/ui/EmptyState'
import { LoadError } from '@/components/ui/LoadError'
import { PageHeader } from '@/components/ui/PageHeader'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { Pagination } from '@/components/ui/Pagination'
import { useToast } from '@/components/ui/Toast'
import { useSession } from '@/lib/auth'
import { formatDate } from '@/lib/dates'
import { PAGE_SIZE, usePageChange } from '@/lib/pagination'
import { hasPermission, roleLabel } from '@/lib/permissions'
import { useDeleteUser } from '../api/delete-user'
import { useUsers } from '../api/get-users'
import type { User } from '../api/types'
import { UserStatusBadge } from '../components/UserStatusBadge'

export default function UsersListRoute() {
  const { user: me } = useSession()
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const { data, isLoading, isError } = useUsers({ q: search, page })
  const { listRef, changePage } = usePageChange(page, data?.meta.total, setPage)
  const deleteUser = useDeleteUser()
  const toast = useToast()
  const [toDelete, setToDelete] = useState<User | null>(null)
  const canEdit = hasPermission(me?.role, 'users.edit')
  const canDelete = hasPermission(me?.role, 'users.delete')
  const canCreate = hasPermission(me?.role, 'users.create')

  const actions = (u: User) => (
    <div className="flex justify-end gap-1">
      <Link to={`/users/${u.id}`} aria-label={`Ver ${u.name}`} className="rounded-lg p-2 text-slate-600 hover:bg-slate-100">
        <Eye className="h-4 w-4" />
      </Link>
      {canEdit && (
        <Link to={`/users/edit/${u.id}`} aria-label={`Editar ${u.name}`} className="rounded-lg p-2 text-primary-600 hover:bg-primary-50">
          <Pencil className="h-4 w-4" />
        </Link>
      )}
      {canDelete && u.id !== me?.id && (
        <button type="button" onClick={() => setToDelete(u)} aria-label={`Excluir ${u.name}`} className="rounded-lg p-2 text-red-600 hover:bg-red-50">
          <Trash2 className="h-4 w-4" />
        </button>
      )}
    </div>
  )

  const confirmDelete = () => {
    if (!toDelete) return
    deleteUser.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success('Usuário excluído com sucesso!')
        setToDelete(null)
      },
      onError: (err) => {
        console.error('Erro ao excluir usuário', err)
        toast.error('Erro ao excluir usuário', err.message)
        setToDelete(null)
      },
    })
  }

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Usuários"
        subtitle="Gerencie quem acessa o sistema e o nível de acesso de cada um"
        actions={
          canCreate && (
            <Link to="/users/new" className="inline-flex items-center justify-center gap-2 rounded-lg bg-primary-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-primary-700">
              <Plus aria-hidden className="h-4 w-4" /> Novo Usuário
            </Link>
          )
        }
      />

      <div className="relative mb-4 max-w-md">
        <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" />
        <input
          type="search"
          aria-label="Buscar usuários"
          placeholder="Buscar por nome ou email"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value)
            setPage(1)
          }}
          className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pl-10 pr-3 outline-none focus:border-primary-500 focus:ring-2 focus:ring-primary-500/30"
        />
      </div>

      {isLoading ? (
        <PageSpinner />
      ) : isError ? (
        <LoadError message="Erro ao carregar usuários" hint="Tente recarregar a página" />
      ) : !data || data.data.length === 0 ? (
        <EmptyState icon={Users} title="Nenhum usuário encontrado" description="Ajuste a busca ou crie um novo usuário." />
      ) : (
        <>
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
                {data.data.map((u) => (
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
              {data.data.map((u) => (
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
          <Pagination page={page} pageSize={PAGE_SIZE} total={data.meta.total} onPageChange={changePage} />
        </>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title="Excluir Usuário"
        message={`Tem certeza que deseja excluir o usuário ${toDelete?.name ?? ''}? Esta ação não pode ser desfeita.`}
        confirmText="Excluir"
        type="danger"
        processing={deleteUser.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </div>
  )
}

function UserIdentity({ user }: { user: User }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={user.name} src={user.avatar} size="sm" />
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900">{user.name}</p>
        <p className="truncate text-sm text-slate-500">{user.email}</p>
      </div>
    </div>
  )
}
