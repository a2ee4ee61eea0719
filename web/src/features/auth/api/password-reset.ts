import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { RequestBody, ResponseBody } from '@/lib/api-types'

type ForgotInput = RequestBody<'/auth/forgot', 'post'>
type ResetInput = RequestBody<'/auth/reset', 'post'>

/** requestResetLink asks for a reset link by e-mail ('Esqueci minha senha'); the answer is the same for every address. */
export async function requestResetLink(input: ForgotInput): Promise<string> {
  const res = await apiRequest<ResponseBody<'/auth/forgot', 'post', 202>>('/auth/forgot', {
    method: 'POST',
    body: { email: input.email.trim() },
    skipUnauthorizedRedirect: true,
  })
  return res.data.message
}

/** resetPassword spends the link's token on a new password. */
export async function resetPassword(input: ResetInput): Promise<void> {
  await apiRequest<void>('/auth/reset', { method: 'POST', body: input, skipUnauthorizedRedirect: true })
}

export function useRequestResetLink() {
  return useMutation({ mutationFn: requestResetLink })
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
