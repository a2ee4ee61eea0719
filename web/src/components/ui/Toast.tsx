import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'
import { AlertCircle, AlertTriangle, CheckCircle2, Info, X } from 'lucide-react'

type ToastType = 'success' | 'error' | 'warning' | 'info'
type ToastItem = { id: number; type: ToastType; title: string; message?: string; shownAt: number }
type Show = (title: string, message?: string, durationMs?: number) => void
/** ToastApi shows toasts of each type; leftScreen closes those that belong to a screen the person has left. */
export type ToastApi = Record<ToastType, Show> & { leftScreen: () => void }

const ToastContext = createContext<ToastApi | null>(null)

const looks = {
  success: { Icon: CheckCircle2, className: 'border-emerald-200 text-emerald-700' },
  error: { Icon: AlertCircle, className: 'border-red-200 text-red-700' },
  warning: { Icon: AlertTriangle, className: 'border-amber-200 text-amber-700' },
  info: { Icon: Info, className: 'border-blue-200 text-blue-700' },
}

/** DEFAULT_TOAST_MS is how long a toast stays (docs/product.md §9). */
export const DEFAULT_TOAST_MS = 5000

/**
 * CARRIED_MS: a toast shown on a screen this shortly before it was left came with the change ('Ativo atualizado' and
 * then the detail) and stays on the next screen, not further; any other was about the screen left and closes.
 */
export const CARRIED_MS = 1000

/**
 * ToastProvider shows notifications at the bottom left on a wide screen (over the menu's foot, away from the page
 * header's Editar and Excluir, which a toast at the top covered for its five seconds, and from a form's buttons at the
 * right) and at the bottom on a phone, above its menu bar. A click anywhere on a toast but its close button goes
 * through to what is under it. With quiet, success and info toasts are not shown (the 'Notificações' preference);
 * errors and warnings always are.
 */
export function ToastProvider({ children, quiet = false }: { children: ReactNode; quiet?: boolean }) {
  const [toasts, setToasts] = useState<ToastItem[]>([])
  const nextId = useRef(1)
  const quietRef = useRef(quiet)
  quietRef.current = quiet

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), [])
  const show = useCallback(
    (type: ToastType): Show =>
      (title, message, durationMs = DEFAULT_TOAST_MS) => {
        if (quietRef.current && (type === 'success' || type === 'info')) return
        const id = nextId.current++
        setToasts((list) => [...list, { id, type, title, message, shownAt: Date.now() }])
        setTimeout(() => dismiss(id), durationMs)
      },
    [dismiss],
  )
  const screenSince = useRef(0)
  const leftScreen = useCallback(() => {
    const now = Date.now()
    const since = screenSince.current
    screenSince.current = now
    setToasts((list) => list.filter((t) => t.shownAt > since && now - t.shownAt < CARRIED_MS))
  }, [])
  const api = useMemo<ToastApi>(
    () => ({ success: show('success'), error: show('error'), warning: show('warning'), info: show('info'), leftScreen }),
    [show, leftScreen],
  )

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 bottom-16 z-[60] flex flex-col items-stretch gap-2 p-4 lg:bottom-0 lg:right-auto lg:w-96">
        {toasts.map((t) => {
          const { Icon, className } = looks[t.type]
          return (
            <div
              key={t.id}
              role={t.type === 'error' ? 'alert' : 'status'}
              className={`flex items-start gap-3 rounded-xl border bg-white p-4 shadow-lg ${className}`}
            >
              <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{t.title}</p>
                {t.message && <p className="mt-0.5 text-sm text-slate-600">{t.message}</p>}
              </div>
              <button type="button" onClick={() => dismiss(t.id)} aria-label="Fechar notificação" className="pointer-events-auto rounded p-1 text-slate-400 hover:text-slate-600">
                <X className="h-4 w-4" />
              </button>
            </div>
          )
        })}
      </div>
    </ToastContext.Provider>
  )
}

/** useToast shows a toast: toast.success('Salvo!'), toast.error('Erro', 'detalhe'). */
export function useToast(): ToastApi {
  const ctx = useContext(ToastContext)
  if (!ctx) throw new Error('useToast must be used inside ToastProvider')
  return ctx
}
