import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { apiRequest, setTwoFactorSetupHandler, setUnauthorizedHandler } from './api-client'
import { clearStoredSession, getStoredSession, storeSession, storeUser, type SessionUser } from './session-storage'

type SessionState = {
  user: SessionUser | null
  /** loading stays true until the stored session has been checked (docs/product.md §4 Session). */
  loading: boolean
  signIn: (token: string, user: SessionUser) => void
  signOut: () => Promise<void>
  updateUser: (user: SessionUser) => void
  /** refreshUser reads the signed-in user again from /auth/me (two-factor state included). */
  refreshUser: () => Promise<void>
}

const SessionContext = createContext<SessionState | null>(null)

/** SessionProvider restores the session from local storage, checks it with the server, and ends it on any 401. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const [user, setUser] = useState<SessionUser | null>(null)
  const [loading, setLoading] = useState(true)

  const endSession = useCallback(() => {
    clearStoredSession()
    setUser(null)
    queryClient.clear()
  }, [queryClient])

  useEffect(() => {
    setUnauthorizedHandler(() => {
      // One navigation, not two: ending the session in React state as well would first send the guard to /login
      // and then reload it, racing whatever the person (or a test) does on the first one.
      if (window.location.pathname === '/login') return endSession()
      clearStoredSession()
      window.location.assign('/login')
    })
    const stored = getStoredSession()
    if (!stored) {
      clearStoredSession()
      setLoading(false)
      return
    }
    setUser(stored.user)
    // Confirm the token is still alive; a 401 here goes through the handler above.
    apiRequest<{ data: SessionUser }>('/auth/me')
      .then((res) => {
        storeUser(res.data)
        setUser(getStoredSession()?.user ?? null)
      })
      .catch(() => undefined)
      .finally(() => setLoading(false))
  }, [endSession])

  const refreshUser = useCallback(async () => {
    const res = await apiRequest<{ data: SessionUser }>('/auth/me')
    storeUser(res.data)
    setUser(getStoredSession()?.user ?? null)
  }, [])

  useEffect(() => {
    // An admin the settings require to use two-factor: read /auth/me, whose flag makes the guard show the set-up.
    let asking = false
    setTwoFactorSetupHandler(() => {
      if (asking) return
      asking = true
      refreshUser()
        .catch(() => undefined)
        .finally(() => (asking = false))
    })
  }, [refreshUser])

  const signIn = useCallback((token: string, next: SessionUser) => {
    storeSession(token, next)
    setUser(getStoredSession()?.user ?? null)
  }, [])

  const signOut = useCallback(async () => {
    try {
      await apiRequest('/auth/logout', { method: 'POST', skipUnauthorizedRedirect: true })
    } catch {
      // The session ends on this side whatever the server answered.
    }
    endSession()
  }, [endSession])

  const updateUser = useCallback((next: SessionUser) => {
    storeUser(next)
    setUser(getStoredSession()?.user ?? null)
  }, [])

  const value = useMemo(
    () => ({ user, loading, signIn, signOut, updateUser, refreshUser }),
    [user, loading, signIn, signOut, updateUser, refreshUser],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionState {
  const ctx = useContext(SessionContext)
  if (!ctx) throw new Error('useSession must be used inside SessionProvider')
  return ctx
}
