import { lazy, Suspense, type ReactNode } from 'react'
import { createBrowserRouter, Navigate, Outlet, RouterProvider, ScrollRestoration, useParams } from 'react-router'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { LoginRoute } from '@/features/auth/routes/LoginRoute'
import { useSession } from '@/lib/auth'
import type { Permission, Resource } from '@/lib/permissions'
import { DocumentTitle } from './brand'
import { RequireAuth } from './guards'
import { loadDashboardRoute } from './preload'
import { AppShell } from './shell/AppShell'

// Every screen but the sign-in is its own chunk (the sign-in's form is: LoginRoute.tsx), so the first page loads only
// the shell and the screen it shows.
const DashboardRoute = lazy(loadDashboardRoute)
const TwoFactorCard = lazy(() => import('@/features/auth/components/TwoFactorCard').then((m) => ({ default: m.TwoFactorCard })))
const SessionsCard = lazy(() => import('@/features/auth/components/SessionsCard').then((m) => ({ default: m.SessionsCard })))
const UsersListRoute = lazy(() => import('@/features/users/routes/UsersListRoute'))
const NewUserRoute = lazy(() => import('@/features/users/routes/NewUserRoute'))
const UserDetailRoute = lazy(() => import('@/features/users/routes/UserDetailRoute'))
const UserEditRoute = lazy(() => import('@/features/users/routes/UserEditRoute'))
const WhitelabelRoute = lazy(() => import('@/features/whitelabel/routes/WhitelabelRoute'))
const SettingsRoute = lazy(() => import('@/features/settings/routes/SettingsRoute'))
const AssetsListRoute = lazy(() => import('@/features/assets/routes/AssetsListRoute'))
const AssetCreateRoute = lazy(() => import('@/features/assets/routes/AssetCreateRoute'))
const AssetDetailRoute = lazy(() => import('@/features/assets/routes/AssetDetailRoute'))
const AssetEditRoute = lazy(() => import('@/features/assets/routes/AssetEditRoute'))
const AssetExchangeRoute = lazy(() => import('@/features/assets/routes/AssetExchangeRoute'))
const AssetSaleRoute = lazy(() => import('@/features/assets/routes/AssetSaleRoute'))
const LeaseFormRoute = lazy(() => import('@/features/assets/routes/LeaseFormRoute'))
const ImportRoute = lazy(() => import('@/features/imports/routes/ImportRoute'))
const VehiclesListRoute = lazy(() => import('@/features/vehicles/routes/VehiclesListRoute'))
const NewVehicleRoute = lazy(() => import('@/features/vehicles/routes/NewVehicleRoute'))
const VehicleDetailRoute = lazy(() => import('@/features/vehicles/routes/VehicleDetailRoute'))
const EditVehicleRoute = lazy(() => import('@/features/vehicles/routes/EditVehicleRoute'))
const VehicleSaleRoute = lazy(() => import('@/features/vehicles/routes/VehicleSaleRoute'))
const DebtsListRoute = lazy(() => import('@/features/debts/routes/DebtsListRoute'))
const NewDebtRoute = lazy(() => import('@/features/debts/routes/NewDebtRoute'))
const DebtDetailRoute = lazy(() => import('@/features/debts/routes/DebtDetailRoute'))
const EditDebtRoute = lazy(() => import('@/features/debts/routes/EditDebtRoute'))
const RenegotiateDebtRoute = lazy(() => import('@/features/debts/routes/RenegotiateDebtRoute'))
const IndicesListRoute = lazy(() => import('@/features/indices/routes/IndicesListRoute'))
const AgendaRoute = lazy(() => import('@/features/agenda/routes/AgendaRoute'))
const IndexDetailRoute = lazy(() => import('@/features/indices/routes/IndexDetailRoute'))
const SimulatorRoute = lazy(() => import('@/features/financing/routes/SimulatorRoute'))
const AccountsListRoute = lazy(() => import('@/features/accounts/routes/AccountsListRoute'))
const NewAccountRoute = lazy(() => import('@/features/accounts/routes/NewAccountRoute'))
const AccountDetailRoute = lazy(() => import('@/features/accounts/routes/AccountDetailRoute'))
const EditAccountRoute = lazy(() => import('@/features/accounts/routes/EditAccountRoute'))
const NewEntryRoute = lazy(() => import('@/features/accounts/routes/NewEntryRoute'))
const NewTransferRoute = lazy(() => import('@/features/accounts/routes/NewTransferRoute'))
const ReconcileRoute = lazy(() => import('@/features/accounts/routes/ReconcileRoute'))
const ReceivablesListRoute = lazy(() => import('@/features/receivables/routes/ReceivablesListRoute'))
const ReceivableDetailRoute = lazy(() => import('@/features/receivables/routes/ReceivableDetailRoute'))
const ReportsRoute = lazy(() => import('@/features/reports/routes/ReportsRoute'))
const TrialBalanceRoute = lazy(() => import('@/features/ledger/routes/TrialBalanceRoute'))
const JournalRoute = lazy(() => import('@/features/ledger/routes/JournalRoute'))
const AdjustmentsRoute = lazy(() => import('@/features/ledger/routes/AdjustmentsRoute'))
const ForgotPasswordRoute = lazy(() => import('@/features/auth/routes/ForgotPasswordRoute'))
const ResetPasswordRoute = lazy(() => import('@/features/auth/routes/ResetPasswordRoute'))

/** screen wraps a lazily loaded screen in its guard. */
function screen(element: ReactNode, requirement: { permission?: Permission; resource?: Resource } = {}) {
  return (
    <RequireAuth {...requirement}>
      <Suspense
        fallback={
          <PageSpinner />
        }
      >
        {element}
      </Suspense>
    </RequireAuth>
  )
}

/**
 * UserEditGuard: editing someone else needs the users resource and users.update (docs/product.md §2); one's own profile
 * (/profile → /users/edit/current) is open to every signed-in person.
 */
function UserEditGuard() {
  const { id } = useParams()
  const { user } = useSession()
  const self = id === 'current' || Number(id) === user?.id
  return self
    ? screen(<UserEditRoute twoFactor={<TwoFactorCard />} sessions={<SessionsCard />} />, { resource: 'profile' })
    : screen(<UserEditRoute />, { resource: 'users', permission: 'users.update' })
}

/** The route table of docs/product.md §2; the screens of later issues join it as they are built. */
const router = createBrowserRouter([
  {
    // Every screen, signed in or not, gets its own document title; a new screen opens at its top (a saved form left
    // its detail scrolled to the bottom) and Voltar finds the place it left. Keyed by path, a list's filters and pages
    // in the address keep where the list was.
    element: (
      <>
        <DocumentTitle />
        <ScrollRestoration getKey={(location) => location.pathname} />
        <Outlet />
      </>
    ),
    children: [
      { path: '/login', element: <LoginRoute /> },
      // The forgotten password, signed out: ask for a link by e-mail, then set a new password with it.
      { path: '/forgot-password', element: <Suspense fallback={<PageSpinner />}><ForgotPasswordRoute /></Suspense> },
      { path: '/reset-password', element: <Suspense fallback={<PageSpinner />}><ResetPasswordRoute /></Suspense> },
      {
        element: (
          <RequireAuth>
            <AppShell />
          </RequireAuth>
        ),
        children: [
          { path: '/dashboard', element: screen(<DashboardRoute />, { resource: 'dashboard' }) },
          { path: '/assets', element: screen(<AssetsListRoute />, { resource: 'assets' }) },
          { path: '/assets/create', element: screen(<AssetCreateRoute />, { permission: 'assets.create' }) },
          { path: '/assets/import', element: screen(<ImportRoute kind="assets" />, { permission: 'assets.create' }) },
          { path: '/assets/:id', element: screen(<AssetDetailRoute />, { resource: 'assets' }) },
          { path: '/assets/:id/edit', element: screen(<AssetEditRoute />, { permission: 'assets.update' }) },
          { path: '/assets/:id/exchange', element: screen(<AssetExchangeRoute />, { permission: 'assets.update' }) },
          { path: '/assets/:id/sale', element: screen(<AssetSaleRoute />, { permission: 'assets.update' }) },
          { path: '/assets/:id/leases/new', element: screen(<LeaseFormRoute />, { permission: 'leases.create' }) },
          { path: '/assets/:id/leases/:leaseId/edit', element: screen(<LeaseFormRoute />, { permission: 'leases.update' }) },
          { path: '/vehicles', element: screen(<VehiclesListRoute />, { resource: 'assets' }) },
          { path: '/vehicles/new', element: screen(<NewVehicleRoute />, { permission: 'assets.create' }) },
          { path: '/vehicles/import', element: screen(<ImportRoute kind="vehicles" />, { permission: 'assets.create' }) },
          { path: '/vehicles/:id', element: screen(<VehicleDetailRoute />, { resource: 'assets' }) },
          { path: '/vehicles/:id/sale', element: screen(<VehicleSaleRoute />, { permission: 'assets.update' }) },
          { path: '/edit-vehicle/:id', element: screen(<EditVehicleRoute />, { permission: 'assets.update' }) },
          { path: '/debts', element: screen(<DebtsListRoute />, { resource: 'debts' }) },
          { path: '/debts/new', element: screen(<NewDebtRoute />, { permission: 'debts.create' }) },
          { path: '/debts/import', element: screen(<ImportRoute kind="debts" />, { permission: 'debts.create' }) },
          { path: '/debts/simulator', element: screen(<SimulatorRoute />, { resource: 'debts' }) },
          { path: '/debts/:id', element: screen(<DebtDetailRoute />, { resource: 'debts' }) },
          { path: '/debts/:id/edit', element: screen(<EditDebtRoute />, { permission: 'debts.update' }) },
          { path: '/debts/:id/renegotiate', element: screen(<RenegotiateDebtRoute />, { permission: 'debts.update' }) },
          { path: '/agenda', element: screen(<AgendaRoute />, { permission: 'assets.read' }) },
          { path: '/indices', element: screen(<IndicesListRoute />, { permission: 'indices.read' }) },
          { path: '/indices/import', element: screen(<ImportRoute kind="indices" />, { permission: 'indices.update' }) },
          { path: '/indices/:code', element: screen(<IndexDetailRoute />, { permission: 'indices.read' }) },
          { path: '/accounts', element: screen(<AccountsListRoute />, { permission: 'accounts.read' }) },
          { path: '/accounts/new', element: screen(<NewAccountRoute />, { permission: 'accounts.create' }) },
          { path: '/accounts/import', element: screen(<ImportRoute kind="accounts" />, { permission: 'accounts.create' }) },
          { path: '/accounts/transfer', element: screen(<NewTransferRoute />, { permission: 'accounts.update' }) },
          { path: '/accounts/:id', element: screen(<AccountDetailRoute />, { permission: 'accounts.read' }) },
          { path: '/accounts/:id/edit', element: screen(<EditAccountRoute />, { permission: 'accounts.update' }) },
          { path: '/accounts/:id/reconcile', element: screen(<ReconcileRoute />, { permission: 'accounts.read' }) },
          { path: '/accounts/:id/entries/new', element: screen(<NewEntryRoute />, { permission: 'accounts.update' }) },
          { path: '/receivables', element: screen(<ReceivablesListRoute />, { permission: 'receivables.read' }) },
          { path: '/receivables/:id', element: screen(<ReceivableDetailRoute />, { permission: 'receivables.read' }) },
          { path: '/reports', element: screen(<ReportsRoute />, { resource: 'reports' }) },
          { path: '/reports/trial-balance', element: screen(<TrialBalanceRoute />, { resource: 'reports', permission: 'reports.read' }) },
          { path: '/reports/journal', element: screen(<JournalRoute />, { resource: 'reports', permission: 'reports.read' }) },
          { path: '/reports/adjustments', element: screen(<AdjustmentsRoute />, { resource: 'reports', permission: 'reports.read' }) },
          { path: '/users', element: screen(<UsersListRoute />, { permission: 'users.read' }) },
          { path: '/users/new', element: screen(<NewUserRoute />, { permission: 'users.create' }) },
          { path: '/users/edit/:id', element: <UserEditGuard /> },
          { path: '/users/:id', element: screen(<UserDetailRoute />, { resource: 'users', permission: 'users.read' }) },
          { path: '/profile', element: <Navigate to="/users/edit/current" replace /> },
          { path: '/whitelabel', element: screen(<WhitelabelRoute />, { resource: 'whitelabel', permission: 'whitelabel.update' }) },
          { path: '/settings', element: screen(<SettingsRoute />, { permission: 'settings.read' }) },
        ],
      },
      { path: '/', element: <Navigate to="/dashboard" replace /> },
      { path: '*', element: <Navigate to="/dashboard" replace /> },
    ],
  },
])

export function AppRouter() {
  return <RouterProvider router={router} />
}
