import { lazy, Suspense, type ReactNode } from 'react'
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router'
import { LoginRoute } from '@/features/auth/routes/LoginRoute'
import { RequireAuth } from './guards'

const DashboardRoute = lazy(() => import('@/features/dashboard/routes/DashboardRoute'))

function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div role="status" className="flex min-h-screen items-center justify-center text-slate-600">
          Carregando...
        </div>
      }
    >
      {children}
    </Suspense>
  )
}

/** The route table of spec §2 (the remaining screens join as they are built). */
const router = createBrowserRouter([
  { path: '/login', element: <LoginRoute /> },
  {
    path: '/dashboard',
    element: (
      <RequireAuth resource="dashboard">
        <Loading>
          <DashboardRoute />
        </Loading>
      </RequireAuth>
    ),
  },
  { path: '/', element: <Navigate to="/dashboard" replace /> },
  { path: '*', element: <Navigate to="/dashboard" replace /> },
])

export function AppRouter() {
  return <RouterProvider router={router} />
}
