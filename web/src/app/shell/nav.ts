import { Building2, CalendarDays, CarFront, FileBarChart, HandCoins, Landmark, LayoutDashboard, LineChart, Palette, Receipt, Settings, Users, type LucideIcon } from 'lucide-react'
import { canAccess, hasPermission, type Permission, type Resource, type Role } from '@/lib/permissions'

/** NavEntry is one link of the sidebar, drawer and mobile menu, with the rule that shows it (docs/product.md §2 Shell). */
export type NavEntry = {
  to: string
  label: string
  icon: LucideIcon
  resource?: Resource
  permission?: Permission
  /** mobile puts the entry in the bottom menu on phones too. */
  mobile?: boolean
  /** alsoActiveOn lists path prefixes outside `to` where the entry shows as the current one too. */
  alsoActiveOn?: string[]
}

// The screens of later issues (assets, vehicles, debts, reports) join this table when they exist, so no link
// leads nowhere.
export const NAV_ENTRIES: NavEntry[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard, resource: 'dashboard', mobile: true },
  { to: '/assets', label: 'Patrimônio', icon: Building2, resource: 'assets', mobile: true },
  { to: '/vehicles', label: 'Veículos', icon: CarFront, resource: 'assets', mobile: true, alsoActiveOn: ['/edit-vehicle'] },
  { to: '/debts', label: 'Dívidas', icon: Receipt, resource: 'debts', mobile: true },
  // Not in the phone's bottom bar (docs/product.md §2 names its links); the drawer has it.
  { to: '/accounts', label: 'Contas', icon: Landmark, permission: 'accounts.read' },
  { to: '/receivables', label: 'A receber', icon: HandCoins, permission: 'receivables.read' },
  { to: '/agenda', label: 'Agenda', icon: CalendarDays, permission: 'assets.read' },
  { to: '/indices', label: 'Índices', icon: LineChart, permission: 'indices.read' },
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

/** matchesPrefix: the path is the prefix itself or lies below it ('/edit-vehicle/7', not '/edit-vehicles'). */
function matchesPrefix(pathname: string, prefix: string): boolean {
  const base = prefix.replace(/\/+$/, '')
  return pathname === base || pathname.startsWith(`${base}/`)
}

/** isAlsoActive tells whether the path is one of the entry's alsoActiveOn places. */
export function isAlsoActive(entry: Pick<NavEntry, 'alsoActiveOn'>, pathname: string): boolean {
  return (entry.alsoActiveOn ?? []).some((prefix) => matchesPrefix(pathname, prefix))
}

/** isEntryActive combines NavLink's own isActive with the entry's alsoActiveOn paths. */
export function isEntryActive(entry: Pick<NavEntry, 'alsoActiveOn'>, pathname: string, isActive: boolean): boolean {
  return isActive || isAlsoActive(entry, pathname)
}
