import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Lock, Mail } from 'lucide-react'
import type { SessionUser } from '@/lib/session-storage'
import { useLogin } from '../api/login'
import { loginErrorMessage } from '../lib/login-errors'
import { FILL_ALL_FIELDS, loginSchema, type LoginInput } from '../lib/login-schema'

type Props = { onSuccess: (token: string, user: SessionUser) => void }

export function LoginForm({ onSuccess }: Props) {
  const mutation = useLogin()
  const [error, setError] = useState<string | null>(null)
  const { register, handleSubmit } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  })

  const submit = handleSubmit(
    (values) => {
      setError(null)
      mutation.mutate(values, {
        onSuccess: ({ token, user }) => onSuccess(token, user),
        onError: (err) => setError(loginErrorMessage(err)),
      })
    },
    () => setError(FILL_ALL_FIELDS),
  )

  const submitting = mutation.isPending
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {error && (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          {error}
        </div>
      )}
      <div>
        <label htmlFor="login-email" className="mb-1.5 block text-sm font-medium text-slate-700">
          Email
        </label>
        <div className="relative">
          <Mail aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" />
          <input
            id="login-email"
            type="email"
            autoComplete="username"
            required
            placeholder="seu@email.com.br"
            className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pl-10 pr-3 text-slate-900 outline-none transition focus:border-primary-500 focus:ring-2 focus:ring-primary-500/30"
            {...register('email')}
          />
        </div>
      </div>
      <div>
        <label htmlFor="login-password" className="mb-1.5 block text-sm font-medium text-slate-700">
          Senha
        </label>
        <div className="relative">
          <Lock aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" />
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            required
            placeholder="Sua senha"
            className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pl-10 pr-3 text-slate-900 outline-none transition focus:border-primary-500 focus:ring-2 focus:ring-primary-500/30"
            {...register('password')}
          />
        </div>
      </div>
      <button
        type="submit"
        disabled={submitting}
        className="w-full rounded-lg bg-primary-600 px-4 py-2.5 font-semibold text-white shadow-sm transition hover:bg-primary-700 focus:outline-none focus:ring-2 focus:ring-primary-500 focus:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {submitting ? 'Entrando...' : 'Entrar no Sistema'}
      </button>
    </form>
  )
}
