import table from './permissions.json'
import { labels, options, type Permission, type Resource, type Role } from './vocabulary'

/**
 * The permission table, generated from the server's (internal/model/roles.go); never edited by hand. The names
 * of roles, permissions and resources are typed from the shared vocabulary.
 */
export type { Permission, Resource, Role }

type Grants = { label: string; permissions: Permission[]; resources: Resource[] }
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

export const ROLE_OPTIONS: { value: Role; label: string }[] = options(labels.roles).map(([value, label]) => ({ value, label }))

/** Rights are what a role may do to the records of one kind, from its create, update and delete permissions. */
export type Rights = { canCreate: boolean; canUpdate: boolean; canDelete: boolean }

/** rightsOn reads a role's rights on the records whose permissions are `<kind>.create`, `.update` and `.delete`. */
export function rightsOn(role: Role | null | undefined, kind: 'accounts' | 'debts' | 'assets'): Rights {
  return {
    canCreate: hasPermission(role, `${kind}.create`),
    canUpdate: hasPermission(role, `${kind}.update`),
    canDelete: hasPermission(role, `${kind}.delete`),
  }
}
