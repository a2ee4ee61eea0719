import table from './permissions.json'

/** The permission table, generated from the server's (internal/model/roles.go); never edited by hand. */
export type Role = 'admin' | 'user' | 'viewer'
export type Permission = string
export type Resource =
  | 'dashboard'
  | 'assets'
  | 'users'
  | 'reports'
  | 'profile'
  | 'settings'
  | 'whitelabel'
  | 'debts'

type Grants = { label: string; permissions: string[]; resources: string[] }
const roles = table.roles as Record<Role, Grants>
const legacy = table.legacyRoles as Record<string, Role>

/**
 * mapRole maps any stored role name, case-insensitively: admin and director become admin, viewer stays viewer,
 * anything else (operations, finance, it, unknown) becomes user.
 */
export function mapRole(raw: unknown): Role {
  const name = String(raw ?? '').trim().toLowerCase()
  if (name === 'admin' || name === 'viewer') return name
  if (legacy[name] === 'admin') return 'admin'
  return 'user'
}

export function hasPermission(role: Role | null | undefined, permission: Permission): boolean {
  if (!role) return false
  return roles[role]?.permissions.includes(permission) ?? false
}

export function canAccess(role: Role | null | undefined, resource: Resource): boolean {
  if (!role) return false
  return roles[role]?.resources.includes(resource) ?? false
}

/** roleLabel names a role as the user list shows it (legacy names by the role they map to). */
export function roleLabel(raw: unknown): string {
  return roles[mapRole(raw)].label
}

export const ROLE_OPTIONS: { value: Role; label: string }[] = (['admin', 'user', 'viewer'] as Role[]).map((value) => ({
  value,
  label: roles[value].label,
}))
