import { useEffect, useState, type ReactNode } from 'react'
import { useNavigate, useParams } from 'react-router'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound, ShieldAlert, Trash2 } from 'lucide-react'
import { Avatar } from '@/components/ui/Avatar'
import { FormActions } from '@/components/ui/fields'
import { FileUpload } from '@/components/ui/FileUpload'
import { FormField, buttonClass, inputClass, controlProps } from '@/components/ui/FormField'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { useConfirmDelete } from '@/components/ui/use-confirm-delete'
import { useToast } from '@/components/ui/Toast'
import { useSession } from '@/lib/auth'
import { ApiError } from '@/lib/api-client'
import { hasPermission, mapRole } from '@/lib/permissions'
import { InputField } from '@/components/ui/fields'
import { RoleField } from '../components/RoleField'
import { UploadError, uploadFiles } from '@/lib/upload'
import { showServerErrors } from '@/lib/form-errors'
import { BackLink } from '@/components/ui/BackLink'
import { useDeleteUser } from '../api/delete-user'
import { useUser } from '../api/get-user'
import { useUpdateUser } from '../api/update-user'
import type { User } from '../api/types'
import { ChangePasswordDialog } from '../components/ChangePasswordDialog'
import { UserNotFound } from '../components/UserNotFound'
import { editUserSchema, type EditUserValues } from '../lib/schemas'

/**
 * UserEditRoute edits a user; for oneself it is 'Meu Perfil' (reached through /profile), which also shows the
 * sign-in cards the router hands in (twoFactor, sessions: they belong to the auth feature, which this one does not
 * import).
 */
export default function UserEditRoute({ twoFactor, sessions }: { twoFactor?: ReactNode; sessions?: ReactNode }) {
  const { id: rawId } = useParams()
  const { user: me, updateUser: updateSessionUser } = useSession()
  const navigate = useNavigate()
  const toast = useToast()
  const id = rawId === 'current' ? (me?.id ?? 0) : Number(rawId)
  const self = id === me?.id
  const isAdmin = hasPermission(me?.role, 'users.update')
  const canList = hasPermission(me?.role, 'users.read')
  // An admin the settings require to set up two-factor sign-in reaches only that part of the profile.
  const setupOnly = self && !!me?.twoFactorSetupRequired
  const { data: user, isLoading } = useUser(id, !setupOnly)
  const update = useUpdateUser()
  const remove = useConfirmDelete<User>({
    mutation: useDeleteUser(),
    title: 'Excluir Usuário',
    message: () => 'Tem certeza que deseja excluir este usuário?',
    success: 'Usuário excluído com sucesso!',
    failure: 'Erro ao excluir usuário',
    onDeleted: () => navigate('/users'),
  })
  const [newAvatar, setNewAvatar] = useState<File[]>([])
  const [avatarUrl, setAvatarUrl] = useState('')
  const [saving, setSaving] = useState(false)
  const [avatarError, setAvatarError] = useState<string>()
  const [passwordOpen, setPasswordOpen] = useState(false)
  const form = useForm<EditUserValues>({ resolver: zodResolver(editUserSchema) })
  const { register, handleSubmit, reset, setError } = form
  const { errors } = form.formState

  useEffect(() => {
    if (!user) return
    reset({ name: user.name, email: user.email, role: mapRole(user.role), status: user.status })
    setAvatarUrl(user.avatar)
  }, [user, reset])

  if (setupOnly) {
    return (
      <div className="mx-auto max-w-2xl space-y-6">
        <h1 className="text-2xl font-bold text-slate-900">Meu Perfil</h1>
        <div role="alert" className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <ShieldAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
          <p>Administradores precisam ativar a verificação em duas etapas. Configure-a abaixo para continuar usando o sistema.</p>
        </div>
        {twoFactor}
      </div>
    )
  }
  if (isLoading) return <PageSpinner />
  if (!user) return <UserNotFound canList={canList} />

  const back = canList ? '/users' : '/dashboard'
  const submit = handleSubmit(async (values) => {
    setSaving(true)
    setAvatarError(undefined)
    try {
      const avatar = newAvatar.length ? (await uploadFiles(newAvatar, 'avatar'))[0].url : avatarUrl
      const saved = await update.mutateAsync({ id, ...values, avatar })
      if (self) updateSessionUser({ ...saved, role: mapRole(saved.role) })
      toast.success('Usuário atualizado com sucesso!', 'As alterações foram salvas.')
      setNewAvatar([])
      if (canList) navigate('/users')
    } catch (err) {
      // A message that belongs to a field (a taken e-mail, the avatar) is shown once, under that field.
      if (err instanceof UploadError) setAvatarError(err.message)
      else if (!showServerErrors(err, setError)) {
        toast.error('Erro ao atualizar usuário', err instanceof ApiError ? err.message : 'Erro ao atualizar usuário. Tente novamente.')
      }
    } finally {
      setSaving(false)
    }
  })

  return (
    <div className="mx-auto max-w-2xl">
      <BackLink to={back}>Voltar</BackLink>
      <h1 className="text-2xl font-bold text-slate-900">{self ? 'Meu Perfil' : 'Editar Usuário'}</h1>

      <form onSubmit={submit} noValidate className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          <Avatar name={user.name} src={avatarUrl} size="xl" />
          <div className="w-full flex-1">
            <FileUpload id="avatar" label="Foto" accept="images" multiple={false} maxFiles={1} maxSizeMB={5} files={newAvatar} onChange={setNewAvatar} error={avatarError} />
            {avatarUrl && newAvatar.length === 0 && (
              <button type="button" onClick={() => setAvatarUrl('')} className="mt-2 text-sm text-red-700 hover:underline">
                Remover foto
              </button>
            )}
          </div>
        </div>
        <InputField label="Nome" error={errors.name?.message} registration={register('name')} />
        <InputField label="Email" type="email" error={errors.email?.message} registration={register('email')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <RoleField
            error={errors.role?.message}
            hint={isAdmin ? undefined : 'Somente administradores alteram o nível de acesso.'}
            disabled={!isAdmin}
            registration={register('role')}
          />
          <FormField label="Status" htmlFor="status" error={errors.status?.message}>
            <select disabled={!isAdmin || self} className={inputClass} {...controlProps('status', errors.status?.message)} {...register('status')}>
              <option value="active">Ativo</option>
              <option value="inactive">Inativo</option>
            </select>
          </FormField>
        </div>
        <div>
          <button type="button" onClick={() => setPasswordOpen(true)} className={buttonClass.secondary}>
            <KeyRound aria-hidden className="h-4 w-4" /> Alterar Senha
          </button>
        </div>
        <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center">
          {!self && hasPermission(me?.role, 'users.delete') && (
            <button type="button" onClick={() => remove.ask(user)} className={`${buttonClass.danger} sm:mr-auto`}>
              <Trash2 aria-hidden className="h-4 w-4" /> Excluir
            </button>
          )}
          <FormActions cancelTo={back} busy={saving} submitText="Salvar" className="sm:ml-auto" />
        </div>
      </form>

      {self && (
        <div className="mt-6 space-y-6">
          {twoFactor}
          {sessions}
        </div>
      )}

      <ChangePasswordDialog
        userId={id}
        self={self}
        open={passwordOpen}
        onClose={() => setPasswordOpen(false)}
        onChanged={() => {
          setPasswordOpen(false)
          toast.success('Senha alterada com sucesso!', self ? 'As outras sessões foram encerradas.' : undefined)
        }}
      />
      {remove.dialog}
    </div>
  )
}
