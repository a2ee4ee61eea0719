import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Eye, EyeOff, Info } from 'lucide-react'
import { FileUpload } from '@/components/ui/FileUpload'
import { FormField, buttonClass, inputClass, controlProps } from '@/components/ui/FormField'
import { useToast } from '@/components/ui/Toast'
import { ApiError } from '@/lib/api-client'
import { InputField } from '@/components/ui/fields'
import { RoleField } from '../components/RoleField'
import { UploadError, uploadFiles } from '@/lib/upload'
import { showServerErrors } from '@/lib/form-errors'
import { FormPage } from '@/components/ui/FormPage'
import { useCreateUser } from '../api/create-user'
import { newUserSchema, type NewUserValues } from '../lib/schemas'
import { FormAlert } from '@/components/ui/FormAlert'

export default function NewUserRoute() {
  const navigate = useNavigate()
  const toast = useToast()
  const createUser = useCreateUser()
  const [avatar, setAvatar] = useState<File[]>([])
  const [showPassword, setShowPassword] = useState(false)
  const [alert, setAlert] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [avatarError, setAvatarError] = useState<string>()
  const form = useForm<NewUserValues>({
    resolver: zodResolver(newUserSchema),
    defaultValues: { name: '', email: '', role: 'user', password: '', confirmPassword: '' },
  })
  const { register, handleSubmit, setError } = form
  const { errors } = form.formState

  const submit = handleSubmit(
    async (values) => {
      setAlert(null)
      setAvatarError(undefined)
      setSaving(true)
      try {
        const avatarUrl = avatar.length ? (await uploadFiles(avatar, 'avatar'))[0].url : ''
        await createUser.mutateAsync({ name: values.name, email: values.email, password: values.password, role: values.role, avatar: avatarUrl })
        toast.success('Usuário criado com sucesso!')
        navigate('/users')
      } catch (err) {
        console.error('Erro ao criar usuário', err)
        // A message that belongs to a field (a taken e-mail, the avatar) is shown once, under that field.
        if (err instanceof UploadError) setAvatarError(err.message)
        else if (!showServerErrors(err, setError)) setAlert(err instanceof ApiError ? err.message : 'Erro ao criar usuário. Tente novamente.')
      } finally {
        setSaving(false)
      }
    },
    (fieldErrors) => {
      // docs/product.md §5: mismatched passwords and short passwords are announced in the form's alert.
      const message = fieldErrors.confirmPassword?.message ?? fieldErrors.password?.message
      setAlert(message ?? null)
    },
  )

  return (
    <FormPage backTo="/users" backLabel="Voltar para usuários" title="Novo Usuário" subtitle="Cadastre uma pessoa e escolha o nível de acesso dela" width="max-w-2xl">

      <form onSubmit={submit} noValidate className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        {alert && (
          <FormAlert>{alert}</FormAlert>
        )}
        <FileUpload id="avatar" label="Foto (opcional)" accept="images" multiple={false} maxFiles={1} maxSizeMB={5} files={avatar} onChange={setAvatar} error={avatarError} />
        <InputField label="Nome" error={errors.name?.message} registration={register('name')} />
        <InputField label="Email" type="email" error={errors.email?.message} registration={register('email')} />
        <RoleField error={errors.role?.message} registration={register('role')} />
        <div className="flex items-start gap-2 rounded-lg bg-primary-50 p-3 text-sm text-slate-700">
          <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-primary-700" />
          Administradores podem excluir registros, usuários não podem.
        </div>
        <FormField label="Senha" htmlFor="password" error={errors.password?.message}>
          <div className="relative">
            <input type={showPassword ? 'text' : 'password'} autoComplete="new-password" className={`${inputClass} pr-11`} {...controlProps('password', errors.password?.message)} {...register('password')} />
            <button
              type="button"
              onClick={() => setShowPassword((s) => !s)}
              aria-label={showPassword ? 'Ocultar senha' : 'Mostrar senha'}
              className="absolute right-2 top-1/2 -translate-y-1/2 rounded p-1.5 text-slate-500 hover:bg-slate-100"
            >
              {showPassword ? <EyeOff className="h-4 w-4" /> : <Eye className="h-4 w-4" />}
            </button>
          </div>
        </FormField>
        <FormField label="Confirmar senha" htmlFor="confirmPassword" error={errors.confirmPassword?.message}>
          <input type={showPassword ? 'text' : 'password'} autoComplete="new-password" className={inputClass} {...controlProps('confirmPassword', errors.confirmPassword?.message)} {...register('confirmPassword')} />
        </FormField>
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Link to="/users" className={buttonClass.secondary}>
            Cancelar
          </Link>
          <button type="submit" disabled={saving} className={buttonClass.primary}>
            {saving ? 'Criando...' : 'Criar Usuário'}
          </button>
        </div>
      </form>
    </FormPage>
  )
}
