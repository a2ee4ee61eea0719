import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { AuthSubmit } from '../components/AuthSubmit'
import { InputField } from '@/components/ui/fields'
import { ApiError } from '@/lib/api-client'
import { messages } from '@/lib/vocabulary'
import { useResetPassword } from '../api/password-reset'
import { AuthCard } from '../components/AuthCard'
import { resetSchema, type ResetValues } from '../lib/password-reset-schema'
import { FormAlert } from '@/components/ui/FormAlert'

/**
 * ResetPasswordRoute sets a new password with the token of an e-mailed link (/reset-password?token=…). The token leaves
 * the address bar at once (kept in memory), so it is not left in the history or shown over a shoulder.
 */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams()
  const [token] = useState(() => params.get('token') ?? '')
  const navigate = useNavigate()
  const mutation = useResetPassword()
  const [error, setError] = useState<string | null>(token ? null : messages.mail.resetTokenInvalid)
  /** refused: the server refused the token (used, expired, unknown), so the form could never succeed. */
  const [refused, setRefused] = useState(!token)
  const form = useForm<ResetValues>({ resolver: zodResolver(resetSchema), defaultValues: { password: '', confirmPassword: '' } })
  const { errors } = form.formState

  useEffect(() => {
    if (window.location.search) window.history.replaceState(window.history.state, '', window.location.pathname)
  }, [])

  const submit = form.handleSubmit((values) => {
    setError(null)
    mutation.mutate(
      { token, password: values.password },
      {
        onSuccess: () => navigate('/login', { replace: true, state: { passwordReset: true } }),
        onError: (err) => {
          const field = err instanceof ApiError ? err.fields?.password : undefined
          if (field) form.setError('password', { message: field })
          else if (err instanceof ApiError && err.code === 'invalid_reset_token') {
            setRefused(true)
            setError(err.serverMessage ?? messages.mail.resetTokenInvalid)
          } else setError(err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Erro de conexão. Tente novamente.')
        },
      },
    )
  })

  return (
    <AuthCard subtitle="Escolha uma nova senha">
      {error && <FormAlert className="mb-5">{error}</FormAlert>}
      {!refused && (
        <form onSubmit={submit} noValidate className="space-y-5">
          <InputField
            label="Nova senha"
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            hint="Pelo menos 8 caracteres."
            registration={form.register('password')}
          />
          <InputField
            label="Confirmar nova senha"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            registration={form.register('confirmPassword')}
          />
          <AuthSubmit busy={mutation.isPending} busyText="Salvando...">
            Redefinir senha
          </AuthSubmit>
        </form>
      )}
      <p className="mt-5 flex justify-center gap-4 text-center text-sm">
        <Link to="/forgot-password" className="font-medium text-primary-700 hover:underline">
          Pedir outro link
        </Link>
        <Link to="/login" className="font-medium text-primary-700 hover:underline">
          Voltar para o login
        </Link>
      </p>
    </AuthCard>
  )
}
