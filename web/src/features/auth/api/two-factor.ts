import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { apiData } from '@/lib/queries'
import type { ResponseBody } from '@/lib/api-types'

/** TwoFactorSetup is what the authenticator app needs: the QR code (a PNG data URL made by the server) or the secret. */
export type TwoFactorSetup = ResponseBody<'/auth/totp/setup', 'post'>['data']

export function startTwoFactor(): Promise<TwoFactorSetup> {
  return apiData<TwoFactorSetup>('/auth/totp/setup', { method: 'POST' })
}

/** enableTwoFactor confirms the set-up with the app's code and returns the ten recovery codes, shown only now. */
export async function enableTwoFactor(code: string): Promise<string[]> {
  const res = await apiRequest<{ data: { recoveryCodes: string[] } }>('/auth/totp/enable', { method: 'POST', body: { code } })
  return res.data.recoveryCodes
}

export function disableTwoFactor(password: string): Promise<void> {
  return apiRequest<void>('/auth/totp', { method: 'DELETE', body: { password } })
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: startTwoFactor })
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor })
}

export function useDisableTwoFactor() {
  return useMutation({ mutationFn: disableTwoFactor })
}
