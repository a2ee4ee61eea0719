import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { SessionUser } from '@/lib/session-storage'
import { InvalidLoginResponse } from '../lib/login-errors'
import type { LoginInput } from '../lib/login-schema'

type LoginPayload = { token?: string; user?: SessionUser; data?: { token?: string; user?: SessionUser } }

/** login signs in; the answer may carry token and user at the top level or under data (docs/product.md §3). */
export async function login(input: LoginInput): Promise<{ token: string; user: SessionUser }> {
  const res = await apiRequest<LoginPayload>('/auth/login', {
    method: 'POST',
    body: { email: input.email.trim(), password: input.password, ...(input.code ? { code: input.code.trim() } : {}) },
    skipUnauthorizedRedirect: true,
  })
  const token = res?.token ?? res?.data?.token
  const user = res?.user ?? res?.data?.user
  if (!token || !user) throw new InvalidLoginResponse()
  return { token, user }
}

export function useLogin() {
  return useMutation({ mutationFn: login })
}
