import { useEffect, useRef } from 'react'
import { useToast } from '@/components/ui/Toast'
import { uploadUrl } from '@/lib/api-client'
import { useSettings } from '@/lib/settings'
import { applyBrand } from '@/lib/theme'

/**
 * BrandEffect applies the company's settings to the page: colour shades, light or dark theme, title and icon
 * (docs/product.md §4 Settings load). When the settings cannot be loaded the defaults stay and a toast says so.
 */
export function BrandEffect() {
  const { settings, isError } = useSettings()
  const toast = useToast()
  const warned = useRef(false)

  useEffect(() => {
    applyBrand(settings.primaryColor, settings.secondaryColor)
    document.documentElement.classList.toggle('dark', settings.theme === 'dark')
    document.title = settings.companyName
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
    if (icon) {
      icon.href = settings.logoUrl ? uploadUrl(settings.logoUrl) : '/favicon.svg'
      icon.type = settings.logoUrl ? '' : 'image/svg+xml'
    }
  }, [settings])

  useEffect(() => {
    if (isError && !warned.current) {
      warned.current = true
      toast.error('Erro ao carregar configurações')
    }
  }, [isError, toast])
  return null
}
