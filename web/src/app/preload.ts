import type { QueryClient } from '@tanstack/react-query'
import { loadLoginForm } from '@/features/auth/routes/LoginRoute'
import { dashboardQueryOptions } from '@/features/dashboard/api/get-dashboard'
import { loadBridgeChart, loadDistributionChart, loadEvolutionChart } from '@/features/dashboard/components/charts'
import { startSessionCheck } from '@/lib/auth'
import { canAccess } from '@/lib/permissions'
import { getStoredSession } from '@/lib/session-storage'
import { settingsQueryOptions } from '@/lib/settings'

/** The dashboard, the screen a signed-in first visit most often opens; the router's lazy route loads through it. */
export const loadDashboardRoute = () => import('@/features/dashboard/routes/DashboardRoute')

/**
 * preload starts, before React renders, what the first screen will ask for, all at once instead of one after the
 * other (issue 13: the dashboard waited on session check → screen code → data → chart code). Always the settings
 * (the brand: colours, the company's name the sign-in shows). Signed out: the sign-in form's code. Signed in: the
 * session check, and on /dashboard (or /, which leads there) the screen's code, its data in the query client under
 * the key the screen reads, and the chart code. A stored session the server refuses is handled as before: the
 * first 401 clears it and goes to /login.
 */
export function preload(client: QueryClient, pathname: string) {
  void client.prefetchQuery(settingsQueryOptions())
  const session = getStoredSession()
  if (!session) {
    quietly(loadLoginForm())
    return
  }
  startSessionCheck()
  const { user } = session
  if ((pathname === '/dashboard' || pathname === '/') && canAccess(user.role, 'dashboard') && !user.twoFactorSetupRequired) {
    void client.prefetchQuery(dashboardQueryOptions())
    quietly(loadDashboardRoute())
    quietly(loadDistributionChart())
    quietly(loadEvolutionChart())
    quietly(loadBridgeChart())
  }
}

/** quietly drops a failed early load: the screen's own lazy import tries again and shows what went wrong. */
function quietly(load: Promise<unknown>) {
  load.catch(() => undefined)
}
