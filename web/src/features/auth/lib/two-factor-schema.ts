import { z } from 'zod'
import { messages } from '@/lib/vocabulary'

/** setupCodeSchema: confirming the set-up takes the app's current six-digit code. */
export const setupCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Digite o código do aplicativo')
    .regex(/^\d{6}$/, 'O código tem 6 dígitos'),
})

export type SetupCodeValues = z.infer<typeof setupCodeSchema>

/** disableTwoFactorSchema: turning two-factor off asks for the current password. */
export const disableTwoFactorSchema = z.object({
  password: z.string().min(1, messages.users.currentPassword),
})

export type DisableTwoFactorValues = z.infer<typeof disableTwoFactorSchema>
