import { mapRole, type Role } from './permissions'

/** SessionUser is the signed-in user as kept in local storage (docs/product.md §3 Session user). */
export type SessionUser = {
  id: number
  name: string
  email: string
  role: Role
  avatar?: string
  status?: string
  active?: boolean
  createdAt?: string
  updatedAt?: string
  /** twoFactorEnabled: sign-in asks for an app code (from /auth/me). */
  twoFactorEnabled?: boolean
  /** twoFactorSetupRequired: an admin who must set up two-factor sign-in before anything else (from /auth/me). */
  twoFactorSetupRequired?: boolean
}

const TOKEN_KEY = 'token'
const USER_KEY = 'user'

export function getStoredToken(): string | null {
  return localStorage.getItem(TOKEN_KEY)
}

/** getStoredSession returns the saved session when both items exist and the user parses. */
export function getStoredSession(): { token: string; user: SessionUser } | null {
  const token = localStorage.getItem(TOKEN_KEY)
  const raw = localStorage.getItem(USER_KEY)
  if (!token || !raw) return null
  try {
    const user = JSON.parse(raw) as SessionUser
    if (!user || typeof user !== 'object' || !('id' in user)) return null
    return { token, user: { ...user, role: mapRole(user.role) } }
  } catch {
    return null
  }
}

export function storeSession(token: string, user: SessionUser) {
  localStorage.setItem(TOKEN_KEY, token)
  localStorage.setItem(USER_KEY, JSON.stringify({ ...user, role: mapRole(user.role) }))
}

export function storeUser(user: SessionUser) {
  localStorage.setItem(USER_KEY, JSON.stringify({ ...user, role: mapRole(user.role) }))
}

export function clearStoredSession() {
  localStorage.removeItem(TOKEN_KEY)
  localStorage.removeItem(USER_KEY)
}
