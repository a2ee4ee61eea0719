import { z } from 'zod'

export const FILL_ALL_FIELDS = 'Por favor, preencha todos os campos'

/** loginSchema is the login form's rule (spec §5 Login): both fields filled, one message for either. */
export const loginSchema = z.object({
  email: z.string().trim().min(1, FILL_ALL_FIELDS),
  password: z.string().min(1, FILL_ALL_FIELDS),
})

export type LoginInput = z.infer<typeof loginSchema>
