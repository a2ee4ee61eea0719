import { useEffect } from 'react'
import { uploadUrl } from '@/lib/api-client'
import { useSettings } from '@/lib/settings'
import { applyBrand } from '@/lib/theme'

/** BrandEffect applies the company's settings to the page: colour shades, title and icon (spec §4). */
export function BrandEffect() {
  const { settings } = useSettings()
  useEffect(() => {
    applyBrand(settings.primaryColor, settings.secondaryColor)
    document.title = settings.companyName
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
    if (icon) {
      icon.href = settings.logoUrl ? uploadUrl(settings.logoUrl) : '/favicon.svg'
      icon.type = settings.logoUrl ? '' : 'image/svg+xml'
    }
  }, [settings])
  return null
}
