import { AlertCircle } from 'lucide-react'

/**
 * LoadError is the failed-load block of a screen (spec §8): a rounded red box with an icon, the screen's message and
 * an optional hint below it, announced to screen readers as an alert.
 */
export function LoadError({ message, hint }: { message: string; hint?: string }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <AlertCircle aria-hidden className="mx-auto h-8 w-8 text-red-500" />
      <p className="mt-2 font-medium text-red-800">{message}</p>
      {hint && <p className="text-sm text-red-700">{hint}</p>}
    </div>
  )
}
