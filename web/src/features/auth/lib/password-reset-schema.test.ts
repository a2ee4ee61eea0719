import { describe, expect, it } from 'vitest'
import { messages } from '@/lib/vocabulary'
import { forgotSchema, resetSchema } from './password-reset-schema'

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message

describe('forgotSchema', () => {
  it('asks for an address and refuses what is not one, with the server messages', () => {
    expect(firstMessage(forgotSchema.safeParse({ email: '  ' }))).toBe(messages.users.email)
    expect(firstMessage(forgotSchema.safeParse({ email: 'rita-sem-arroba' }))).toBe(messages.common.emailInvalid)
    expect(forgotSchema.parse({ email: ' rita@exemplo.com.br ' })).toEqual({ email: 'rita@exemplo.com.br' })
  })
})

describe('resetSchema', () => {
  it('holds the server limits and a matching confirmation', () => {
    expect(firstMessage(resetSchema.safeParse({ password: 'curta', confirmPassword: 'curta' }))).toBe(messages.users.passwordTooShort)
    const long = 'a'.repeat(129)
    expect(firstMessage(resetSchema.safeParse({ password: long, confirmPassword: long }))).toBe(messages.users.passwordTooLong)
    expect(firstMessage(resetSchema.safeParse({ password: 'Nova-Senha-1', confirmPassword: 'Nova-Senha-2' }))).toBe(messages.users.passwordsDiffer)
    expect(resetSchema.safeParse({ password: 'Nova-Senha-1', confirmPassword: 'Nova-Senha-1' }).success).toBe(true)
  })
})
