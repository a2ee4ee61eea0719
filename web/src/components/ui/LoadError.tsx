import { AlertCircle, RotateCw } from 'lucide-react'
import { buttonClass } from './FormField'

/**
 * LoadError is the failed-load block of a screen (docs/product.md §8): a rounded red box with an icon, the screen's
 * message and an optional hint below it, announced to screen readers as an alert. With onRetry it offers
 * 'Tentar novamente', which asks again (disabled while `retrying`).
 */
export function LoadError({ message, hint, onRetry, retrying }: { message: string; hint?: string; onRetry?: () => void; retrying?: boolean }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <AlertCircle aria-hidden className="mx-auto h-8 w-8 text-red-500" />
      <p className="mt-2 font-medium text-red-800">{message}</p>
      {hint && <p className="text-sm text-red-700">{hint}</p>}
      {onRetry && (
        <button type="button" onClick={onRetry} disabled={retrying} className={`${buttonClass.secondary} mt-4`}>
          <RotateCw aria-hidden className={`h-4 w-4 ${retrying ? 'animate-spin' : ''}`} /> {retrying ? 'Tentando...' : 'Tentar novamente'}
        </button>
      )}
    </div>
  )
}
