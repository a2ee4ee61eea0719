import type { ReactNode } from 'react'

/** AuthSubmit is the wide button that sends a sign-in card's form; it says busyText while the request runs. */
export function AuthSubmit({ busy, busyText, children }: { busy: boolean; busyText: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="w-full rounded-lg bg-primary-600 px-4 py-2.5 font-semibold text-white shadow-sm transition hover:brightness-90 focus:outline-none focus:ring-2 focus:ring-primary-500 focus:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-70"
    >
      {busy ? busyText : children}
    </button>
  )
}
