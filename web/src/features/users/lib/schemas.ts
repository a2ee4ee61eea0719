import { z } from 'zod'
import { messages } from '@/lib/vocabulary'

/** The user messages are the server's, from the shared vocabulary. */
export const PASSWORD_TOO_SHORT = messages.users.passwordTooShort
export const PASSWORDS_DIFFER = messages.users.passwordsDiffer

const name = z.string().trim().min(1, messages.users.name).max(120, messages.users.nameTooLong)
const email = z.string().trim().min(1, messages.users.email).email(messages.common.emailInvalid)
const role = z.enum(['admin', 'user', 'viewer'], { message: messages.users.role })

/** newUserSchema: docs/product.md §5 New user. */
export const newUserSchema = z
  .object({ name, email, role, password: z.string().min(8, PASSWORD_TOO_SHORT), confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] })

export type NewUserValues = z.infer<typeof newUserSchema>

/** editUserSchema: docs/product.md §5 Edit user. */
export const editUserSchema = z.object({
  name,
  email,
  role,
  status: z.enum(['active', 'inactive'], { message: 'Status é obrigatório' }),
})

export type EditUserValues = z.infer<typeof editUserSchema>

/** passwordSchema: the 'Alterar Senha' dialog (docs/design.md §5: current password checked, new ≥ 8, confirmation matches). */
export const passwordSchema = (needsCurrent: boolean) =>
  z
    .object({
      currentPassword: needsCurrent ? z.string().min(1, messages.users.currentPassword) : z.string(),
      newPassword: z.string().min(8, PASSWORD_TOO_SHORT),
      confirmPassword: z.string(),
    })
    .refine((v) => v.newPassword === v.confirmPassword, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] })

export type PasswordValues = z.infer<ReturnType<typeof passwordSchema>>
