import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { useToast } from '@/components/ui/Toast'
import { uploadUrl } from '@/lib/api-client'
import { useSettings } from '@/lib/settings'
import { applyBrand } from '@/lib/theme'
import { pageTitle } from './titles'

/**
 * BrandEffect applies the company's settings to the page: colour shades, light or dark theme and icon (the title is
 * DocumentTitle's, inside the router)
 * (docs/product.md §4 Settings load). When the settings cannot be loaded the defaults stay and a toast says so.
 */
export function BrandEffect() {
  const { settings, isError } = useSettings()
  const toast = useToast()
  const warned = useRef(false)

  useEffect(() => {
    applyBrand(settings.primaryColor, settings.secondaryColor)
    document.documentElement.classList.toggle('dark', settings.theme === 'dark')
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

/**
 * DocumentTitle names the page after the screen and the company, 'Patrimônio — Dívidas · Empresa' (issue 13), on every
 * navigation and whenever the company name changes. It lives at the root of the router, which BrandEffect is outside of.
 */
export function DocumentTitle() {
  const { settings } = useSettings()
  const { pathname } = useLocation()
  useEffect(() => {
    document.title = pageTitle(pathname, settings.companyName)
  }, [pathname, settings.companyName])
  return null
}
