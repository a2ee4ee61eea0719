import { NavLink, useLocation } from 'react-router'
import { useSession } from '@/lib/auth'
import { isEntryActive, visibleEntries } from './nav'

/** MobileMenu is the bottom bar on phones with the main destinations (docs/product.md §2 mobile menu). */
export function MobileMenu() {
  const { user } = useSession()
  const { pathname } = useLocation()
  const entries = visibleEntries(user?.role).filter((e) => e.mobile)
  if (entries.length < 2) return null
  return (
    <nav aria-label="Menu rápido" className="fixed inset-x-0 bottom-0 z-20 flex border-t border-slate-200 bg-white lg:hidden">
      {/* Each item starts from its label's width (flex-auto), so 'Configurações' gets the room short labels leave. */}
      {entries.map((entry) => {
        const { to, label, icon: Icon } = entry
        return (
          <NavLink
            key={to}
            to={to}
            className={({ isActive }) =>
              `flex min-w-0 flex-auto flex-col items-center gap-1 px-0.5 py-2 text-[10px] font-medium tracking-tight min-[420px]:text-xs ${isEntryActive(entry, pathname, isActive) ? 'text-primary-700' : 'text-slate-500'}`
            }
          >
            <Icon aria-hidden className="h-5 w-5" />
            <span className="w-full truncate text-center">{label}</span>
          </NavLink>
        )
      })}
    </nav>
  )
}
