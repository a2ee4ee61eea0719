import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'

export type ChangePasswordInput = { currentPassword?: string; newPassword: string; confirmPassword: string }

export function changePassword({ id, ...input }: ChangePasswordInput & { id: number }): Promise<void> {
  return apiRequest<void>(`/users/${id}/password`, { method: 'PUT', body: input })
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
