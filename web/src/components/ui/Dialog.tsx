import type { ReactNode } from 'react'
import { X } from 'lucide-react'
import { useFocusTrap } from './use-focus-trap'

/**
 * Dialog shows content over the screen — a bill's Pix code — with its title and a close button: it closes on the
 * backdrop, on Escape and on 'Fechar', keeps focus inside while open and gives it back to its opener (useFocusTrap).
 */
export function Dialog({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const dialogRef = useFocusTrap<HTMLDivElement>(open, { onEscape: onClose })
  if (!open) return null
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div aria-hidden className="absolute inset-0 bg-slate-950/50" onClick={onClose} />
      <div
        ref={dialogRef}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby="dialog-title"
        className="relative max-h-[calc(100dvh-2rem)] w-full max-w-md overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
      >
        <button type="button" onClick={onClose} aria-label="Fechar" className="absolute right-3 top-3 rounded-lg p-2 text-slate-500 hover:bg-slate-100">
          <X aria-hidden className="h-5 w-5" />
        </button>
        <h2 id="dialog-title" className="pr-8 text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {children}
      </div>
    </div>
  )
}
