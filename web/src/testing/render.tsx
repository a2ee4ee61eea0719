import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { ToastProvider } from '@/components/ui/Toast'
import { SessionProvider } from '@/lib/auth'

/**
 * renderWithProviders renders ui inside the providers the app gives every screen — queries (not retried, so a
 * failure shows at once), the session and the toasts —, as src/app/providers does.
 */
export function renderWithProviders(ui: ReactNode) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } })}>
      <SessionProvider>
        <ToastProvider>{ui}</ToastProvider>
      </SessionProvider>
    </QueryClientProvider>,
  )
}

/** renderRoute renders a screen at path as the app's router would, with the providers above. */
export function renderRoute(path: string, screen: ReactNode) {
  const router = createMemoryRouter([{ path, element: screen }], { initialEntries: [path] })
  return renderWithProviders(<RouterProvider router={router} />)
}

/** jsonResponse is the server's answer of status with body as JSON. */
export function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}
