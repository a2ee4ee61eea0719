import type { ReactNode } from 'react'
import { Building2 } from 'lucide-react'
import { uploadUrl } from '@/lib/api-client'
import { useSettings } from '@/lib/settings'

/** AuthCard is the frame of the signed-out screens: the brand's gradient, the logo and company name, a title. */
export function AuthCard({ subtitle, children }: { subtitle: string; children: ReactNode }) {
  const { settings } = useSettings()
  const logo = uploadUrl(settings.logoUrl)
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-primary-600 to-secondary-500 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-xl sm:p-10">
        <header className="mb-8 text-center">
          <div className="mx-auto mb-4 flex h-16 w-16 items-center justify-center overflow-hidden rounded-2xl bg-primary-50">
            {logo ? (
              <img src={logo} alt={`Logotipo de ${settings.companyName}`} className="h-full w-full object-contain" />
            ) : (
              <Building2 aria-hidden className="h-9 w-9 text-primary-700" />
            )}
          </div>
          <h1 className="text-2xl font-bold text-slate-900">{settings.companyName}</h1>
          <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
        </header>
        {children}
      </div>
    </main>
  )
}
