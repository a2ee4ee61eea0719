import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react'
import { AlertCircle, AlertTriangle, CheckCircle2, Info, X } from 'lucide-react'

type ToastType = 'success' | 'error' | 'warning' | 'info'
type ToastItem = { id: number; type: ToastType; title: string; message?: string }
type Show = (title: string, message?: string, durationMs?: number) => void
export type ToastApi = Record<ToastType, Show>

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
 * ToastProvider shows notifications at the top right (full width on phones). With quiet, success and info toasts
 * are not shown (the 'Notificações' preference); errors and warnings always are.
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
        setToasts((list) => [...list, { id, type, title, message }])
        setTimeout(() => dismiss(id), durationMs)
      },
    [dismiss],
  )
  const api = useMemo<ToastApi>(() => ({ success: show('success'), error: show('error'), warning: show('warning'), info: show('info') }), [show])

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex flex-col items-stretch gap-2 p-4 sm:left-auto sm:w-96">
        {toasts.map((t) => {
          const { Icon, className } = looks[t.type]
          return (
            <div
              key={t.id}
              role={t.type === 'error' ? 'alert' : 'status'}
              className={`pointer-events-auto flex items-start gap-3 rounded-xl border bg-white p-4 shadow-lg ${className}`}
            >
              <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900">{t.title}</p>
                {t.message && <p className="mt-0.5 text-sm text-slate-600">{t.message}</p>}
              </div>
              <button type="button" onClick={() => dismiss(t.id)} aria-label="Fechar notificação" className="rounded p-1 text-slate-400 hover:text-slate-600">
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
