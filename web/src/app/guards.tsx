import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { ShieldAlert, Ban } from 'lucide-react'
import { useSession } from '@/lib/auth'
import { canAccess, hasPermission, type Permission, type Resource } from '@/lib/permissions'

/** PROFILE_PATH is 'Meu Perfil', where two-factor sign-in is set up. */
export const PROFILE_PATH = '/users/edit/current'

type Requirement = { permission?: Permission; resource?: Resource }

/**
 * RequireAuth applies the guard order of docs/product.md §2: 'Carregando...' while the session loads, /login when signed
 * out, 'Meu Perfil' for an admin who must set up two-factor sign-in first, 'Acesso Negado' without the permission, 'Recurso Indisponível' without the resource.
 */
export function RequireAuth({ permission, resource, children }: Requirement & { children: ReactNode }) {
  const { user, loading } = useSession()
  const location = useLocation()
  if (loading) return <FullPageMessage>Carregando...</FullPageMessage>
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />
  if (user.twoFactorSetupRequired && location.pathname !== PROFILE_PATH) return <Navigate to={PROFILE_PATH} replace />
  if (permission && !hasPermission(user.role, permission)) {
    return (
      <Blocked icon={<ShieldAlert aria-hidden className="h-10 w-10 text-red-500" />} title="Acesso Negado">
        Você não tem permissão para acessar esta funcionalidade.
      </Blocked>
    )
  }
  if (resource && !canAccess(user.role, resource)) {
    return (
      <Blocked icon={<Ban aria-hidden className="h-10 w-10 text-amber-500" />} title="Recurso Indisponível">
        Este recurso não está disponível para o seu nível de acesso.
      </Blocked>
    )
  }
  return <>{children}</>
}

function FullPageMessage({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex min-h-screen items-center justify-center text-slate-600">
      {children}
    </div>
  )
}

function Blocked({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center px-4 text-center">
      {icon}
      <h1 className="mt-4 text-xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 max-w-md text-slate-600">{children}</p>
    </div>
  )
}
