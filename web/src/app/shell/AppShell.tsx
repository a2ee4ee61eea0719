import { useEffect, useRef, useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { useToast } from '@/components/ui/Toast'
import { Sidebar } from './Sidebar'
import { TopBar } from './TopBar'
import { MobileMenu } from './MobileMenu'

const COLLAPSED_KEY = 'sidebarCollapsed'

/**
 * AppShell is the signed-in frame: a skip link, the top bar, the collapsible sidebar (a drawer on phones) and the phone
 * menu.
 */
export function AppShell() {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(COLLAPSED_KEY) === '1')
  const [drawerOpen, setDrawerOpen] = useState(false)
  const mainRef = useRef<HTMLElement>(null)
  const { pathname } = useLocation()
  const toast = useToast()
  const shownPath = useRef(pathname)

  // A new screen: the toasts of the one left close, and focus, which a link or button that went away left on the page
  // itself, moves to the screen's content — unless the screen put it somewhere (a form's first field).
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    toast.leftScreen()
    const frame = requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) mainRef.current?.focus({ preventScroll: true })
    })
    return () => cancelAnimationFrame(frame)
  }, [pathname, toast])

  const toggleCollapsed = () => {
    setCollapsed((c) => {
      localStorage.setItem(COLLAPSED_KEY, c ? '0' : '1')
      return !c
    })
  }

  return (
    <div className="min-h-screen bg-slate-50">
      {/* The first stop of every signed-in page: past the menus, straight to the screen (issue 13). It moves focus itself
          instead of following '#conteudo', which would put a hash in the router's address. */}
      <a
        href="#conteudo"
        onClick={(e) => {
          e.preventDefault()
          mainRef.current?.focus()
        }}
        className="sr-only rounded-lg bg-white px-4 py-2 text-sm font-semibold text-primary-700 shadow-lg focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:outline-none focus:ring-2 focus:ring-primary-500"
      >
        Pular para o conteúdo
      </a>
      <Sidebar collapsed={collapsed} onToggleCollapsed={toggleCollapsed} drawerOpen={drawerOpen} onCloseDrawer={() => setDrawerOpen(false)} />
      <div className={`flex min-h-screen flex-col transition-[padding] duration-200 ${collapsed ? 'lg:pl-20' : 'lg:pl-64'}`}>
        <TopBar onOpenDrawer={() => setDrawerOpen(true)} />
        <main ref={mainRef} id="conteudo" tabIndex={-1} className="flex-1 px-4 pb-24 pt-6 outline-none sm:px-6 lg:px-8 lg:pb-10">
          <Outlet />
        </main>
      </div>
      <MobileMenu />
    </div>
  )
}
