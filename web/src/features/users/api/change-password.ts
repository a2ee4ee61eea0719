import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { RequestBody } from '@/lib/api-types'

export type ChangePasswordInput = RequestBody<'/users/{id}/password', 'put'>

export function changePassword({ id, ...input }: ChangePasswordInput & { id: number }): Promise<void> {
  return apiRequest<void>(`/users/${id}/password`, { method: 'PUT', body: input })
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
