import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
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

let pendingCheck: Promise<{ data: SessionUser }> | null = null

/**
 * startSessionCheck asks /auth/me about the stored session now, before React has rendered, so the check runs in
 * parallel with the first screen's code and data (src/app/preload.ts); the SessionProvider takes the answer.
 */
export function startSessionCheck() {
  if (pendingCheck) return
  pendingCheck = apiRequest<{ data: SessionUser }>('/auth/me')
  pendingCheck.catch(() => undefined) // handled when taken; a 401 has already gone through the client's handler
}

/** takeSessionCheck gives the check started early, once, or starts one. */
function takeSessionCheck() {
  const check = pendingCheck ?? apiRequest<{ data: SessionUser }>('/auth/me')
  pendingCheck = null
  return check
}

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
    // Confirm the token is still alive; a 401 here goes through the handler above (or, when the check started
    // before it was set, through the client's own: clear the session and go to /login).
    let checked: SessionUser | null | undefined
    takeSessionCheck()
      .then((res) => {
        storeUser(res.data)
        checked = getStoredSession()?.user ?? null
      })
      .catch(() => undefined)
      .finally(() =>
        // The first screen renders now, as a transition: React renders it in slices and lets the page answer in
        // between, instead of one long task (Lighthouse's total blocking time on a phone).
        startTransition(() => {
          if (checked !== undefined) setUser(checked)
          setLoading(false)
        }),
      )
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
