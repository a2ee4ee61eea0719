import { useState, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { ToastProvider } from '@/components/ui/Toast'
import { SessionProvider } from '@/lib/auth'
import { useSettings } from '@/lib/settings'
import { BrandEffect } from './brand'

/** Query defaults of spec §9: fresh for 5 minutes, one retry, no refetch on window focus. */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 300_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  })
}

/** Toasts follow the 'Notificações' preference. */
function Toasts({ children }: { children: ReactNode }) {
  const { settings } = useSettings()
  return <ToastProvider quiet={!settings.notifications}>{children}</ToastProvider>
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient)
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
