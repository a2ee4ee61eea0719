import { lazy, Suspense } from 'react'
import { Link, Navigate, useLocation, useNavigate } from 'react-router'
import { CheckCircle2 } from 'lucide-react'
import { Spinner } from '@/components/ui/Spinner'
import { useSession } from '@/lib/auth'
import { useSettings } from '@/lib/settings'
import { AuthCard } from '../components/AuthCard'

/**
 * The form brings the form libraries (react-hook-form, zod), a third of the page's JavaScript: it loads on its own,
 * started before React renders (src/app/preload.ts), while the page around it paints at once.
 */
export const loadLoginForm = () => import('../components/LoginForm')
const LoginForm = lazy(() => loadLoginForm().then((m) => ({ default: m.LoginForm })))

/** PASSWORD_RESET_DONE is what the login screen says after a reset link set a new password. */
export const PASSWORD_RESET_DONE = 'Senha redefinida. Entre com a nova senha.'

export function LoginRoute() {
  const { user, loading, signIn } = useSession()
  const { settings, isLoading: settingsLoading } = useSettings()
  const navigate = useNavigate()
  const location = useLocation()
  const resetDone = (location.state as { passwordReset?: boolean } | null)?.passwordReset === true

  if (!loading && user) return <Navigate to="/dashboard" replace />

  return (
    <AuthCard subtitle="Sistema seguro de gestão patrimonial">
      {resetDone && (
        <p role="status" className="mb-5 flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
          <CheckCircle2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          {PASSWORD_RESET_DONE}
        </p>
      )}
      <Suspense
        fallback={
          // The form's own height (two fields and the button), so nothing moves when it comes.
          <div className="flex h-[14.25rem] items-center justify-center">
            <Spinner size="lg" />
          </div>
        }
      >
        <LoginForm
          onSuccess={(token, signedIn) => {
            signIn(token, signedIn)
            navigate('/dashboard', { replace: true })
          }}
        />
      </Suspense>
      <p className="mt-5 min-h-5 text-center text-sm text-slate-600">
        {settingsLoading ? null : settings.emailConfigured ? (
          <Link to="/forgot-password" className="font-medium text-primary-700 hover:underline">
            Esqueci minha senha
          </Link>
        ) : (
          'Esqueceu a senha? Peça a um administrador que defina uma nova.'
        )}
      </p>
    </AuthCard>
  )
}
