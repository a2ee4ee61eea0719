import { z } from 'zod'

export const PASSWORD_TOO_SHORT = 'A senha deve ter pelo menos 8 caracteres'
export const PASSWORDS_DIFFER = 'As senhas não coincidem'

const name = z.string().trim().min(1, 'Nome é obrigatório').max(120, 'Nome deve ter no máximo 120 caracteres')
const email = z.string().trim().min(1, 'Email é obrigatório').email('Email inválido')
const role = z.enum(['admin', 'user', 'viewer'], { message: 'Nível de acesso é obrigatório' })

/** newUserSchema: spec §5 New user. */
export const newUserSchema = z
  .object({ name, email, role, password: z.string().min(8, PASSWORD_TOO_SHORT), confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] })

export type NewUserValues = z.infer<typeof newUserSchema>

/** editUserSchema: spec §5 Edit user. */
export const editUserSchema = z.object({
  name,
  email,
  role,
  status: z.enum(['active', 'inactive'], { message: 'Status é obrigatório' }),
})

export type EditUserValues = z.infer<typeof editUserSchema>

/** passwordSchema: the 'Alterar Senha' dialog (DESIGN §5: current password checked, new ≥ 8, confirmation matches). */
export const passwordSchema = (needsCurrent: boolean) =>
  z
    .object({
      currentPassword: needsCurrent ? z.string().min(1, 'Senha atual é obrigatória') : z.string(),
      newPassword: z.string().min(8, PASSWORD_TOO_SHORT),
      confirmPassword: z.string(),
    })
    .refine((v) => v.newPassword === v.confirmPassword, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] })

export type PasswordValues = z.infer<ReturnType<typeof passwordSchema>>
