import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from './api-client'

/** Settings are the brand and preferences (docs/product.md §3). */
export type Settings = {
  companyName: string
  /** companyDocument: the company's CNPJ (or an owner's CPF), without punctuation; '' when not given. */
  companyDocument: string
  logoUrl: string
  primaryColor: string
  secondaryColor: string
  language: string
  currency: string
  theme: 'light' | 'dark'
  notifications: boolean
  emailNotifications: boolean
  /** requireTwoFactorForAdmins: admins must set up two-factor sign-in before anything else. */
  requireTwoFactorForAdmins: boolean
  /** pixKeyType and pixKey: the company's Pix key as the Pix directory writes it; '' when it has none. */
  pixKeyType: '' | 'cnpj' | 'cpf' | 'email' | 'phone' | 'random'
  pixKey: string
  /** pixName and pixCity: the receiver's name and city a payer's app shows. */
  pixName: string
  pixCity: string
  /** emailConfigured (answers only): the server has an SMTP server, so e-mail works. */
  emailConfigured: boolean
}

export const DEFAULT_SETTINGS: Settings = {
  companyName: 'Gestão Patrimonial',
  companyDocument: '',
  logoUrl: '',
  primaryColor: '#3B82F6',
  secondaryColor: '#1E40AF',
  language: 'pt-BR',
  currency: 'BRL',
  theme: 'light',
  notifications: true,
  emailNotifications: false,
  requireTwoFactorForAdmins: false,
  pixKeyType: '',
  pixKey: '',
  pixName: '',
  pixCity: '',
  emailConfigured: false,
}

export async function getSettings(): Promise<Settings> {
  const res = await apiRequest<{ data: Settings }>('/settings')
  return { ...DEFAULT_SETTINGS, ...res.data }
}

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings'], queryFn: getSettings, staleTime: 300_000, retry: 1 })

/** useSettings gives the settings, or the defaults while loading and after a failure (docs/product.md §4 Settings load). */
export function useSettings() {
  const query = useQuery(settingsQueryOptions())
  return { ...query, settings: query.data ?? DEFAULT_SETTINGS }
}

export async function updateSettings(input: Partial<Omit<Settings, 'emailConfigured'>>): Promise<Settings> {
  const res = await apiRequest<{ data: Settings }>('/settings', { method: 'PUT', body: input })
  return { ...DEFAULT_SETTINGS, ...res.data }
}

/** useUpdateSettings saves and puts the answer in the settings cache, so the brand applies at once. */
export function useUpdateSettings() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => client.setQueryData(settingsQueryOptions().queryKey, saved),
  })
}
