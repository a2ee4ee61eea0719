import { useState, type ReactNode } from 'react'
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ToastProvider } from '@/components/ui/Toast'
import { SessionProvider } from '@/lib/auth'
import { useSettings } from '@/lib/settings'
import { BrandEffect } from './brand'

/**
 * Query defaults of docs/product.md §9: fresh for 5 minutes, one retry, no refetch on window focus. Any saved change (a
 * successful mutation of any feature) marks the dashboard and the ledger's views stale, since their figures come from
 * every record.
 */
export function makeQueryClient() {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: () => {
        void client.invalidateQueries({ queryKey: ['dashboard'] })
        void client.invalidateQueries({ queryKey: ['ledger'] })
      },
    }),
    defaultOptions: {
      queries: { staleTime: 300_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  })
  return client
}

/** Toasts follow the 'Notificações' preference. */
function Toasts({ children }: { children: ReactNode }) {
  const { settings } = useSettings()
  return <ToastProvider quiet={!settings.notifications}>{children}</ToastProvider>
}

/** AppProviders gives the app its query client: the one main.tsx made (and preloaded into), or a new one. */
export function AppProviders({ client: given, children }: { client?: QueryClient; children: ReactNode }) {
  const [client] = useState(() => given ?? makeQueryClient())
  return (
    <QueryClientProvider client={client}>
      <Toasts>
        <SessionProvider>
          <BrandEffect />
          {children}
        </SessionProvider>
      </Toasts>
    </QueryClientProvider>
  )
}
