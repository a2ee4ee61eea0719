import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from 'react-router'
import { MailCheck } from 'lucide-react'
import { AuthSubmit } from '../components/AuthSubmit'
import { InputField } from '@/components/ui/fields'
import { ApiError } from '@/lib/api-client'
import { useSettings } from '@/lib/settings'
import { messages } from '@/lib/vocabulary'
import { useRequestResetLink } from '../api/password-reset'
import { AuthCard } from '../components/AuthCard'
import { forgotSchema, type ForgotValues } from '../lib/password-reset-schema'
import { FormAlert } from '@/components/ui/FormAlert'

/** ForgotPasswordRoute asks for a reset link by e-mail; the answer never says whether the address has an account. */
export default function ForgotPasswordRoute() {
  const { settings, isLoading } = useSettings()
  const mutation = useRequestResetLink()
  const [sent, setSent] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const form = useForm<ForgotValues>({ resolver: zodResolver(forgotSchema), defaultValues: { email: '' } })
  const { errors } = form.formState

  const submit = form.handleSubmit((values) => {
    setError(null)
    mutation.mutate(values, {
      onSuccess: setSent,
      onError: (err) => {
        const field = err instanceof ApiError ? err.fields?.email : undefined
        if (field) form.setError('email', { message: field })
        else setError(err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Erro de conexão. Tente novamente.')
      },
    })
  })

  const back = (
    <p className="mt-5 text-center text-sm">
      <Link to="/login" className="font-medium text-primary-700 hover:underline">
        Voltar para o login
      </Link>
    </p>
  )

  let body
  if (isLoading) body = null
  else if (!settings.emailConfigured) body = <p className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">{messages.mail.mailOff}</p>
  else if (sent)
    body = (
      <p role="status" className="flex items-start gap-3 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
        <MailCheck aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
        {sent}
      </p>
    )
  else
    body = (
      <form onSubmit={submit} noValidate className="space-y-5">
        <p className="text-sm text-slate-600">Digite o email da sua conta. Enviaremos um link para você escolher uma nova senha.</p>
        {error && <FormAlert>{error}</FormAlert>}
        <InputField
          label="Email"
          type="email"
          autoComplete="username"
          placeholder="seu@email.com.br"
          error={errors.email?.message}
          registration={form.register('email')}
        />
        <AuthSubmit busy={mutation.isPending} busyText="Enviando...">
          Enviar link
        </AuthSubmit>
      </form>
    )

  return (
    <AuthCard subtitle="Esqueci minha senha">
      {body}
      {back}
    </AuthCard>
  )
}
