import { useRef, type ReactNode } from 'react'
import { AlertTriangle, Info, X } from 'lucide-react'
import { useFocusTrap } from './use-focus-trap'

const looks = {
  danger: { button: 'bg-red-600 text-white hover:brightness-90 focus:ring-red-500', icon: 'bg-red-100 text-red-700', Icon: AlertTriangle },
  warning: { button: 'bg-amber-500 text-amber-950 hover:bg-amber-400 focus:ring-amber-400', icon: 'bg-amber-100 text-amber-700', Icon: AlertTriangle },
  info: { button: 'bg-blue-600 text-white hover:brightness-90 focus:ring-blue-500', icon: 'bg-blue-100 text-blue-700', Icon: Info },
}

export type ConfirmDialogProps = {
  open: boolean
  title: string
  message: ReactNode
  confirmText?: string
  cancelText?: string
  type?: keyof typeof looks
  processing?: boolean
  onConfirm: () => void
  onClose: () => void
}

/**
 * ConfirmDialog asks before an action (docs/product.md §2): closes on the backdrop or Escape, keeps focus inside while
 * open and gives it back to its opener (useFocusTrap); while processing its buttons are disabled and the confirm button reads 'Processando...'.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmText = 'Confirmar',
  cancelText = 'Cancelar',
  type = 'danger',
  processing = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)

  const dialogRef = useFocusTrap<HTMLDivElement>(open, { onEscape: processing ? undefined : onClose, initialFocus: cancelRef })

  if (!open) return null
  const look = looks[type]
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div data-testid="dialog-backdrop" aria-hidden className="absolute inset-0 bg-slate-950/50" onClick={() => !processing && onClose()} />
      <div ref={dialogRef} tabIndex={-1} role="dialog" aria-modal="true" aria-labelledby="confirm-title" className="relative w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
        <button type="button" onClick={onClose} disabled={processing} aria-label="Fechar" className="absolute right-3 top-3 rounded-lg p-2 text-slate-500 hover:bg-slate-100 disabled:opacity-50">
          <X className="h-5 w-5" />
        </button>
        <div className="flex gap-4">
          <span className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${look.icon}`}>
            <look.Icon aria-hidden className="h-5 w-5" />
          </span>
          <div className="min-w-0 pr-6">
            <h2 id="confirm-title" className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            <div className="mt-2 text-sm text-slate-600">{message}</div>
          </div>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            ref={cancelRef}
            type="button"
            onClick={onClose}
            disabled={processing}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-medium text-slate-700 hover:bg-slate-50 disabled:opacity-50"
          >
            {cancelText}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={processing}
            className={`inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold focus:outline-none focus:ring-2 focus:ring-offset-2 disabled:opacity-70 ${look.button}`}
          >
            {processing && <span aria-hidden className="h-4 w-4 animate-spin rounded-full border-2 border-current/40 border-t-current" />}
            {processing ? 'Processando...' : confirmText}
          </button>
        </div>
      </div>
    </div>
  )
}
