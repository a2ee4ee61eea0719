import { useNavigate } from 'react-router'
import { LogOut } from 'lucide-react'
import { useSession } from '@/lib/auth'
import { roleLabel } from '@/lib/permissions'
import { useSettings } from '@/lib/settings'

/** DashboardRoute: the signed-in landing page. The summary cards and charts arrive with the dashboard API. */
export default function DashboardRoute() {
  const { user, signOut } = useSession()
  const { settings } = useSettings()
  const navigate = useNavigate()

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3 sm:px-8">
        <span className="font-semibold text-slate-900">{settings.companyName}</span>
        <button
          type="button"
          onClick={async () => {
            await signOut()
            navigate('/login', { replace: true })
          }}
          className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          <LogOut aria-hidden className="h-4 w-4" />
          Sair
        </button>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-8">
        <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
        <p className="mt-1 text-slate-600">Visão geral do seu patrimônio</p>
        {user && (
          <p className="mt-6 text-slate-700">
            Olá, <strong>{user.name}</strong> ({roleLabel(user.role)}).
          </p>
        )}
      </main>
    </div>
  )
}
