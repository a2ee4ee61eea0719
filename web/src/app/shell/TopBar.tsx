import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Building2, LogOut, Menu, UserRound } from 'lucide-react'
import { Avatar } from '@/components/ui/Avatar'
import { menuKeyDown } from '@/components/ui/arrow-keys'
import { useSession } from '@/lib/auth'
import { uploadUrl } from '@/lib/api-client'
import { useSettings } from '@/lib/settings'

/** TopBar: logo and company name, and the user's menu with 'Meu Perfil' and 'Sair'. */
export function TopBar({ onOpenDrawer }: { onOpenDrawer: () => void }) {
  const { user, signOut } = useSession()
  const { settings } = useSettings()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const menuRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)

  // Open, the menu takes focus on its first item and the arrow keys move within it; Escape closes it and gives focus
  // back to its button (issue 13).
  useEffect(() => {
    if (!open) return
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent) {
        if (e.key !== 'Escape') return
        setOpen(false)
        buttonRef.current?.focus()
      } else if (!menuRef.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])

  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6 lg:px-8">
      <button type="button" onClick={onOpenDrawer} aria-label="Abrir menu" className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 lg:hidden">
        <Menu className="h-6 w-6" />
      </button>
      <Link to="/dashboard" className="flex min-w-0 items-center gap-2 lg:hidden">
        {settings.logoUrl ? (
          <img src={uploadUrl(settings.logoUrl)} alt="" className="h-8 w-8 rounded object-contain" />
        ) : (
          <Building2 aria-hidden className="h-7 w-7 text-primary-700" />
        )}
        <span title={settings.companyName} className="line-clamp-2 min-w-0 break-words font-semibold leading-tight text-slate-900">
          {settings.companyName}
        </span>
      </Link>
      <div className="ml-auto" ref={menuRef}>
        {user && (
          <div className="relative">
            {/* The name is the visible text (the person's name and email, read on a phone too) and then what the
                button opens, as WCAG's label in name asks; the avatar's initials would only repeat the name. */}
            <button
              ref={buttonRef}
              type="button"
              onClick={() => setOpen((o) => !o)}
              aria-haspopup="menu"
              aria-expanded={open}
              className="flex items-center gap-3 rounded-full p-1 pr-2 hover:bg-slate-100 sm:pr-3"
            >
              <span aria-hidden className="flex shrink-0">
                <Avatar name={user.name} src={user.avatar} size="sm" />
              </span>
              <span className="sr-only text-left sm:not-sr-only sm:block">
                <span className="block text-sm font-medium leading-tight text-slate-900">{user.name}</span>
                <span className="block text-xs leading-tight text-slate-600">{user.email}</span>
              </span>
              <span className="sr-only">— Menu do usuário</span>
            </button>
            {open && (
              <div role="menu" aria-label="Menu do usuário" tabIndex={-1} onKeyDown={menuKeyDown} className="absolute right-0 mt-2 w-60 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg">
                <div className="border-b border-slate-100 px-4 py-3 sm:hidden">
                  <p className="truncate text-sm font-medium text-slate-900">{user.name}</p>
                  <p className="truncate text-xs text-slate-500">{user.email}</p>
                </div>
                <Link
                  role="menuitem"
                  to="/profile"
                  onClick={() => setOpen(false)}
                  className="flex items-center gap-2 px-4 py-2.5 text-sm text-slate-700 hover:bg-slate-50"
                >
                  <UserRound aria-hidden className="h-4 w-4" /> Meu Perfil
                </Link>
                <button
                  role="menuitem"
                  type="button"
                  onClick={async () => {
                    setOpen(false)
                    await signOut()
                    navigate('/login', { replace: true })
                  }}
                  className="flex w-full items-center gap-2 px-4 py-2.5 text-left text-sm text-red-700 hover:bg-red-50"
                >
                  <LogOut aria-hidden className="h-4 w-4" /> Sair
                </button>
              </div>
            )}
          </div>
        )}
      </div>
    </header>
  )
}
