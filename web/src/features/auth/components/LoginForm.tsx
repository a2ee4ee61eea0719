import { useState } from 'react'
import { useForm, type UseFormRegisterReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Lock, Mail, ShieldCheck, type LucideIcon } from 'lucide-react'
import { ApiError } from '@/lib/api-client'
import type { SessionUser } from '@/lib/session-storage'
import { useLogin } from '../api/login'
import { loginErrorMessage, needsCode } from '../lib/login-errors'
import { codeSchema, FILL_ALL_FIELDS, loginSchema, type CodeInput, type LoginInput } from '../lib/login-schema'
import { FormAlert } from '@/components/ui/FormAlert'
import { AuthSubmit } from './AuthSubmit'

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
      <IconField id="login-email" label="Email" icon={Mail} type="email" autoComplete="username" placeholder="seu@email.com.br" registration={register('email')} />
      <IconField id="login-password" label="Senha" icon={Lock} type="password" autoComplete="current-password" placeholder="Sua senha" registration={register('password')} />
      <AuthSubmit busy={submitting} busyText="Entrando...">
        Entrar no Sistema
      </AuthSubmit>
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
      <AuthSubmit busy={submitting} busyText="Verificando...">
        Verificar
      </AuthSubmit>
      <button type="button" onClick={onBack} className="w-full text-center text-sm text-slate-600 hover:text-slate-900 hover:underline">
        Voltar
      </button>
    </form>
  )
}

/** IconField is a sign-in field with its icon inside the box, on the left. */
function IconField({ id, label, icon: Icon, type, autoComplete, placeholder, registration }: {
  id: string
  label: string
  icon: LucideIcon
  type: 'email' | 'password'
  autoComplete: string
  placeholder: string
  registration: UseFormRegisterReturn
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <Icon aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" />
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          required
          placeholder={placeholder}
          className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pl-10 pr-3 text-slate-900 outline-none transition focus:border-primary-500 focus:ring-2 focus:ring-primary-500/30"
          {...registration}
        />
      </div>
    </div>
  )
}
