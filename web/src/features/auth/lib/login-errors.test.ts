import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { InvalidLoginResponse, loginErrorMessage, needsCode } from './login-errors'
import { CODE_REQUIRED, codeSchema, FILL_ALL_FIELDS, loginSchema } from './login-schema'

describe('login error messages (docs/product.md §8)', () => {
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
    [new ApiError(401, 'x', { code: 'totp_required' }), 'Digite o código de verificação do seu aplicativo autenticador.'],
    [new ApiError(401, 'x', { code: 'invalid_totp', error: 'Código de verificação incorreto ou já usado.' }), 'Código de verificação incorreto ou já usado.'],
    [new InvalidLoginResponse(), 'Resposta de login inválida'],
    [new Error('boom'), 'Falha na autenticação. Verifique suas credenciais.'],
  ])('%s', (err, want) => {
    expect(loginErrorMessage(err)).toBe(want)
  })
})

describe('login schema (docs/product.md §5)', () => {
  it('asks for both fields with one message', () => {
    const result = loginSchema.safeParse({ email: '  ', password: '' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.message)).toEqual([FILL_ALL_FIELDS, FILL_ALL_FIELDS])
    expect(loginSchema.safeParse({ email: 'a@b.com', password: 'x' }).success).toBe(true)
  })
})

describe('two-factor code step', () => {
  it('is asked for by totp_required and invalid_totp only', () => {
    expect(needsCode(new ApiError(401, 'x', { code: 'totp_required' }))).toBe(true)
    expect(needsCode(new ApiError(401, 'x', { code: 'invalid_totp' }))).toBe(true)
    expect(needsCode(new ApiError(401, 'x', { code: 'invalid_credentials' }))).toBe(false)
    expect(needsCode(new ApiError(429, 'x', { code: 'rate_limited' }))).toBe(false)
  })
  it.each([
    ['123456', true],
    [' 123456 ', true],
    ['abcde-fghjk', true],
    ['ABCDE FGHJK', true],
    ['12345', false],
    ['abc', false],
  ])('code %j valid: %s', (code, ok) => {
    expect(codeSchema.safeParse({ code }).success).toBe(ok)
  })
  it('asks for a code when empty', () => {
    expect(codeSchema.safeParse({ code: ' ' }).error?.issues[0].message).toBe(CODE_REQUIRED)
  })
})
