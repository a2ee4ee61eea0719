import { z } from 'zod'
import { messages } from '@/lib/vocabulary'

/** FILL_ALL_FIELDS is the server's message too (the shared vocabulary). */
export const FILL_ALL_FIELDS = messages.users.fillAllFields
export const CODE_REQUIRED = 'Digite o código de verificação'

/** loginSchema is the login form's rule (docs/product.md §5 Login): both fields filled, one message for either. */
export const loginSchema = z.object({
  email: z.string().trim().min(1, FILL_ALL_FIELDS),
  password: z.string().min(1, FILL_ALL_FIELDS),
})

export type LoginInput = z.infer<typeof loginSchema> & { code?: string }

/**
 * codeSchema is the code step of sign-in for a person with two-factor on: the six digits of the authenticator
 * app, or one of the recovery codes (xxxxx-xxxxx).
 */
export const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, CODE_REQUIRED)
    .refine((v) => /^\d{6}$/.test(v) || /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(v.replace(/\s/g, '')), {
      message: 'Digite os 6 dígitos do aplicativo ou um código de recuperação',
    }),
})

export type CodeInput = z.infer<typeof codeSchema>
