import { useSession } from '@/lib/auth'
import { roleLabel } from '@/lib/permissions'

/** DashboardRoute is the landing page after sign-in; its cards and charts come with the dashboard data. */
export default function DashboardRoute() {
  const { user } = useSession()
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
      <p className="mt-1 text-slate-600">Visão geral do seu patrimônio</p>
      {user && (
        <p className="mt-6 text-slate-700">
          Olá, <strong>{user.name}</strong> ({roleLabel(user.role)}).
        </p>
      )}
    </div>
  )
}
