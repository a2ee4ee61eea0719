import { useState, type ReactNode } from 'react'
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ToastProvider } from '@/components/ui/Toast'
import { SessionProvider } from '@/lib/auth'
import { useSettings } from '@/lib/settings'
import { BrandEffect } from './brand'

/** UNTOUCHED are the queries no write of a record moves: the session and the company's settings (set by their own). */
const UNTOUCHED = new Set(['auth', 'settings'])

/**
 * refreshAfterWrites is the one refresh rule (docs/decisions.md "One refresh rule"): any saved change marks every
 * query stale but the UNTOUCHED — a debt deleted moves the accounts it was paid from, a payment the calendar and the
 * dashboard, an index the debts it corrects —; those on screen are read again before the write's promise resolves,
 * the others when next shown.
 */
export const refreshAfterWrites = (client: QueryClient) => () =>
  client.invalidateQueries({ predicate: (query) => !UNTOUCHED.has(String(query.queryKey[0])) })

/** Query defaults of docs/product.md §9: fresh for 5 minutes, one retry, no refetch on window focus; refreshAfterWrites. */
export function makeQueryClient() {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({ onSuccess: () => refreshAfterWrites(client)() }),
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
