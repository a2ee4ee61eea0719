import { lazy, Suspense } from 'react'
import { Navigate, useNavigate } from 'react-router'
import { Building2 } from 'lucide-react'
import { Spinner } from '@/components/ui/Spinner'
import { useSession } from '@/lib/auth'
import { uploadUrl } from '@/lib/api-client'
import { useSettings } from '@/lib/settings'

/**
 * The form brings the form libraries (react-hook-form, zod), a third of the page's JavaScript: it loads on its own,
 * started before React renders (src/app/preload.ts), while the page around it paints at once.
 */
export const loadLoginForm = () => import('../components/LoginForm')
const LoginForm = lazy(() => loadLoginForm().then((m) => ({ default: m.LoginForm })))

export function LoginRoute() {
  const { user, loading, signIn } = useSession()
  const { settings } = useSettings()
  const navigate = useNavigate()

  if (!loading && user) return <Navigate to="/dashboard" replace />

  const logo = uploadUrl(settings.logoUrl)
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary-600 to-secondary-500 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-xl sm:p-10">
        <header className="mb-8 text-center">
          <div className="mx-auto mb-4 flex h-16 w-16 items-center justify-center overflow-hidden rounded-2xl bg-primary-50">
            {logo ? (
              <img src={logo} alt={`Logotipo de ${settings.companyName}`} className="h-full w-full object-contain" />
            ) : (
              <Building2 aria-hidden className="h-9 w-9 text-primary-700" />
            )}
          </div>
          <h1 className="text-2xl font-bold text-slate-900">{settings.companyName}</h1>
          <p className="mt-1 text-sm text-slate-600">Sistema seguro de gestão patrimonial</p>
        </header>
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
      </div>
    </main>
  )
}
