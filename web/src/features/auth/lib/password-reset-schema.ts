import { z } from 'zod'
import { messages } from '@/lib/vocabulary'

/** forgotSchema is the 'Esqueci minha senha' form: one address, with the server's messages. */
export const forgotSchema = z.object({
  email: z.string().trim().min(1, messages.users.email).email(messages.common.emailInvalid),
})

export type ForgotValues = z.infer<typeof forgotSchema>

/** resetSchema is the new password of a reset link: the server's limits, and the confirmation must match. */
export const resetSchema = z
  .object({
    password: z.string().min(8, messages.users.passwordTooShort).max(128, messages.users.passwordTooLong),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: messages.users.passwordsDiffer, path: ['confirmPassword'] })

export type ResetValues = z.infer<typeof resetSchema>
