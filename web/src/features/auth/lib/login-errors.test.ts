import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { InvalidLoginResponse, loginErrorMessage } from './login-errors'
import { FILL_ALL_FIELDS, loginSchema } from './login-schema'

describe('login error messages (spec §8)', () => {
  it.each([
    [new ApiError(0, 'x'), 'Erro de conexão. Verifique se o servidor está funcionando e tente novamente.'],
    [new ApiError(401, 'x', { error: 'Email ou senha incorretos.' }), 'Email ou senha incorretos. Verifique suas credenciais.'],
    [new ApiError(400, 'x', { error: 'JSON inválido.' }), 'JSON inválido.'],
    [new ApiError(400, 'x'), 'Dados de login inválidos. Verifique os campos preenchidos.'],
    [new ApiError(500, 'x', { error: 'detalhe interno' }), 'Erro interno do servidor. Tente novamente em alguns instantes.'],
    [
      new ApiError(429, 'x', { error: 'Muitas tentativas de login. Tente novamente em alguns minutos.' }),
      'Muitas tentativas de login. Tente novamente em alguns minutos.',
    ],
    [new ApiError(503, 'x', { message: 'Em manutenção' }), 'Em manutenção'],
    [new ApiError(502, 'x'), 'Erro ao autenticar'],
    [new InvalidLoginResponse(), 'Resposta de login inválida'],
    [new Error('boom'), 'Falha na autenticação. Verifique suas credenciais.'],
  ])('%s', (err, want) => {
    expect(loginErrorMessage(err)).toBe(want)
  })
})

describe('login schema (spec §5)', () => {
  it('asks for both fields with one message', () => {
    const result = loginSchema.safeParse({ email: '  ', password: '' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.message)).toEqual([FILL_ALL_FIELDS, FILL_ALL_FIELDS])
    expect(loginSchema.safeParse({ email: 'a@b.com', password: 'x' }).success).toBe(true)
  })
})
