import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Lock, Mail, ShieldCheck } from 'lucide-react'
import { ApiError } from '@/lib/api-client'
import type { SessionUser } from '@/lib/session-storage'
import { useLogin } from '../api/login'
import { loginErrorMessage, needsCode } from '../lib/login-errors'
import { codeSchema, FILL_ALL_FIELDS, loginSchema, type CodeInput, type LoginInput } from '../lib/login-schema'
import { FormAlert } from '@/components/ui/FormAlert'

type Props = { onSuccess: (token: string, user: SessionUser) => void }

export function LoginForm({ onSuccess }: Props) {
  const mutation = useLogin()
  const [error, setError] = useState<string | null>(null)
  /** credentials is set once the password was right and the server asked for the two-factor code. */
  const [credentials, setCredentials] = useState<LoginInput | null>(null)
  const { register, handleSubmit } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  })

  const submit = handleSubmit(
    (values) => {
      setError(null)
      mutation.mutate(values, {
        onSuccess: ({ token, user }) => onSuccess(token, user),
        onError: (err) => {
          if (needsCode(err)) {
            setCredentials(values)
            return
          }
          setError(loginErrorMessage(err))
        },
      })
    },
    () => setError(FILL_ALL_FIELDS),
  )

  const submitting = mutation.isPending
  if (credentials) {
    return (
      <CodeStep
        submitting={submitting}
        error={error}
        onBack={() => {
          setCredentials(null)
          setError(null)
        }}
        onSubmit={(code) => {
          setError(null)
          mutation.mutate(
            { ...credentials, code },
            {
              onSuccess: ({ token, user }) => onSuccess(token, user),
              onError: (err) => {
                if (err instanceof ApiError && err.status === 401 && !needsCode(err)) {
                  // The password stopped working meanwhile: start again from it.
                  setCredentials(null)
                }
                setError(loginErrorMessage(err))
              },
            },
          )
        }}
      />
    )
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {error && (
        <FormAlert>{error}</FormAlert>
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
        className="w-full rounded-lg bg-primary-600 px-4 py-2.5 font-semibold text-white shadow-sm transition hover:brightness-90 focus:outline-none focus:ring-2 focus:ring-primary-500 focus:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {submitting ? 'Entrando...' : 'Entrar no Sistema'}
      </button>
    </form>
  )
}

type CodeStepProps = { submitting: boolean; error: string | null; onSubmit: (code: string) => void; onBack: () => void }

/** CodeStep asks a person with two-factor on for the app's code, or a recovery code, after a right password. */
function CodeStep({ submitting, error, onSubmit, onBack }: CodeStepProps) {
  const form = useForm<CodeInput>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } })
  const { register, handleSubmit } = form
  const { errors } = form.formState
  const submit = handleSubmit((values) => onSubmit(values.code.trim()))
  const message = error ?? errors.code?.message
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="flex items-start gap-3 rounded-lg border border-primary-100 bg-primary-50 px-4 py-3 text-sm text-slate-700">
        <ShieldCheck aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-primary-700" />
        <p>Digite o código de 6 dígitos do seu aplicativo autenticador. Sem o aplicativo, use um dos seus códigos de recuperação.</p>
      </div>
      {message && (
        <FormAlert id="login-code-error">{message}</FormAlert>
      )}
      <div>
        <label htmlFor="login-code" className="mb-1.5 block text-sm font-medium text-slate-700">
          Código de verificação
        </label>
        <input
          id="login-code"
          type="text"
          inputMode="text"
          autoComplete="one-time-code"
          // The code step replaces the password step the person just submitted: the cursor goes where they type next.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          spellCheck={false}
          placeholder="000000"
          aria-invalid={!!message}
          aria-describedby={message ? 'login-code-error' : undefined}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-center font-mono text-lg tracking-widest text-slate-900 outline-none transition focus:border-primary-500 focus:ring-2 focus:ring-primary-500/30"
          {...register('code')}
        />
      </div>
      <button
        type="submit"
        disabled={submitting}
        className="w-full rounded-lg bg-primary-600 px-4 py-2.5 font-semibold text-white shadow-sm transition hover:brightness-90 focus:outline-none focus:ring-2 focus:ring-primary-500 focus:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-70"
      >
        {submitting ? 'Verificando...' : 'Verificar'}
      </button>
      <button type="button" onClick={onBack} className="w-full text-center text-sm text-slate-600 hover:text-slate-900 hover:underline">
        Voltar
      </button>
    </form>
  )
}
