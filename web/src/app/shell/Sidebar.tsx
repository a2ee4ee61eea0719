import { useEffect, useRef } from 'react'
import { NavLink, useLocation, useNavigate } from 'react-router'
import { Building2, ChevronsLeft, ChevronsRight, LogOut, X } from 'lucide-react'
import { Avatar } from '@/components/ui/Avatar'
import { useFocusTrap } from '@/components/ui/use-focus-trap'
import { useSession } from '@/lib/auth'
import { uploadUrl } from '@/lib/api-client'
import { useSettings } from '@/lib/settings'
import { isEntryActive, visibleEntries } from './nav'

type Props = {
  collapsed: boolean
  onToggleCollapsed: () => void
  drawerOpen: boolean
  onCloseDrawer: () => void
}

/** Sidebar: fixed on desktop (collapsible to icons), a drawer on phones. */
export function Sidebar({ collapsed, onToggleCollapsed, drawerOpen, onCloseDrawer }: Props) {
  const { user, signOut } = useSession()
  const { settings } = useSettings()
  const navigate = useNavigate()
  const location = useLocation()
  const entries = visibleEntries(user?.role)
  // The phone drawer is a dialog: focus stays inside, Escape closes it, focus goes back to 'Abrir menu' (issue 13).
  const drawerRef = useFocusTrap<HTMLDivElement>(drawerOpen, { onEscape: onCloseDrawer })

  // The drawer closes when the page changes; the latest onCloseDrawer is read through a ref so that a new function
  // from the shell does not close it.
  const closeDrawer = useRef(onCloseDrawer)
  useEffect(() => {
    closeDrawer.current = onCloseDrawer
  })
  useEffect(() => {
    closeDrawer.current()
  }, [location.pathname])

  const logout = async () => {
    await signOut()
    navigate('/login', { replace: true })
  }

  const content = (compact: boolean, inDrawer: boolean) => (
    <div className="flex h-full flex-col">
      <div className="flex h-16 items-center gap-3 border-b border-slate-200 px-4">
        <div className="flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-primary-600">
          {settings.logoUrl ? (
            <img src={uploadUrl(settings.logoUrl)} alt="" className="h-full w-full bg-white object-contain" />
          ) : (
            <Building2 aria-hidden className="h-5 w-5 text-white" />
          )}
        </div>
        {/* A long company name wraps to two lines (the whole name in the title) instead of being cut (issue 13). */}
        {!compact && (
          <span title={settings.companyName} className="line-clamp-2 min-w-0 break-words font-semibold leading-tight text-slate-900">
            {settings.companyName}
          </span>
        )}
        {inDrawer && (
          <button type="button" onClick={onCloseDrawer} aria-label="Fechar menu" className="ml-auto rounded-lg p-2 text-slate-500 hover:bg-slate-100">
            <X className="h-5 w-5" />
          </button>
        )}
      </div>
      <nav aria-label="Menu principal" className="flex-1 space-y-1 overflow-y-auto p-3">
        {entries.map((entry) => {
          const { to, label, icon: Icon } = entry
          return (
            <NavLink
              key={to}
              to={to}
              title={compact ? label : undefined}
              className={({ isActive }) =>
                `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition ${
                  isEntryActive(entry, location.pathname, isActive) ? 'bg-primary-600 text-white' : 'text-slate-700 hover:bg-slate-100'
                } ${compact ? 'justify-center' : ''}`
              }
            >
              <Icon aria-hidden className="h-5 w-5 shrink-0" />
              {compact ? <span className="sr-only">{label}</span> : label}
            </NavLink>
          )
        })}
      </nav>
      <div className="border-t border-slate-200 p-3">
        {user && (
          <div className={`mb-2 flex items-center gap-3 px-1 ${compact ? 'justify-center' : ''}`}>
            <Avatar name={user.name} src={user.avatar} size="sm" />
            {!compact && <span className="truncate text-sm font-medium text-slate-800">{user.name}</span>}
          </div>
        )}
        <button
          type="button"
          onClick={logout}
          title={compact ? 'Sair' : undefined}
          className={`flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-red-700 hover:bg-red-50 ${compact ? 'justify-center' : ''}`}
        >
          <LogOut aria-hidden className="h-5 w-5" />
          {compact ? <span className="sr-only">Sair</span> : 'Sair'}
        </button>
        {!inDrawer && (
          <button
            type="button"
            onClick={onToggleCollapsed}
            aria-label={collapsed ? 'Expandir menu' : 'Recolher menu'}
            className="mt-1 flex w-full items-center justify-center rounded-lg p-2 text-slate-500 hover:bg-slate-100"
          >
            {collapsed ? <ChevronsRight className="h-5 w-5" /> : <ChevronsLeft className="h-5 w-5" />}
          </button>
        )}
      </div>
    </div>
  )

  return (
    <>
      <aside
        className={`fixed inset-y-0 left-0 z-30 hidden border-r border-slate-200 bg-white transition-[width] duration-200 lg:block ${collapsed ? 'w-20' : 'w-64'}`}
      >
        {content(collapsed, false)}
      </aside>
      {drawerOpen && (
        <div ref={drawerRef} tabIndex={-1} className="fixed inset-0 z-50 lg:hidden" role="dialog" aria-modal="true" aria-label="Menu">
          <div className="absolute inset-0 bg-slate-950/50" onClick={onCloseDrawer} aria-hidden />
          <aside className="absolute inset-y-0 left-0 w-72 max-w-[85vw] bg-white shadow-xl">{content(false, true)}</aside>
        </div>
      )}
    </>
  )
}
