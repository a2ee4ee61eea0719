import { Building2, CarFront, FileBarChart, LayoutDashboard, Palette, Receipt, Settings, Users, type LucideIcon } from 'lucide-react'
import { canAccess, hasPermission, type Permission, type Resource, type Role } from '@/lib/permissions'

/** NavEntry is one link of the sidebar, drawer and mobile menu, with the rule that shows it (spec §2 Shell). */
export type NavEntry = {
  to: string
  label: string
  icon: LucideIcon
  resource?: Resource
  permission?: Permission
  /** mobile puts the entry in the bottom menu on phones too. */
  mobile?: boolean
}

// The screens of later issues (assets, vehicles, debts, reports) join this table when they exist, so no link
// leads nowhere.
export const NAV_ENTRIES: NavEntry[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard, resource: 'dashboard', mobile: true },
  { to: '/assets', label: 'Patrimônio', icon: Building2, resource: 'assets', mobile: true },
  { to: '/vehicles', label: 'Veículos', icon: CarFront, resource: 'assets', mobile: true },
  { to: '/debts', label: 'Dívidas', icon: Receipt, resource: 'debts', mobile: true },
  { to: '/reports', label: 'Relatórios', icon: FileBarChart, resource: 'reports', mobile: true },
  { to: '/users', label: 'Usuários', icon: Users, permission: 'users.read' },
  { to: '/whitelabel', label: 'Marca', icon: Palette, resource: 'whitelabel' },
  { to: '/settings', label: 'Configurações', icon: Settings, permission: 'settings.read', mobile: true },
]

/** visibleEntries keeps the entries the role may see. */
export function visibleEntries(role: Role | undefined, entries: NavEntry[] = NAV_ENTRIES): NavEntry[] {
  return entries.filter(
    (e) => (!e.resource || canAccess(role, e.resource)) && (!e.permission || hasPermission(role, e.permission)),
  )
}
