import { ApiError } from '@/lib/api-client'

/** InvalidLoginResponse is a 2xx answer without a token or a user. */
export class InvalidLoginResponse extends Error {
  constructor() {
    super('Resposta de login inválida')
    this.name = 'InvalidLoginResponse'
  }
}

/** TOTP_REQUIRED and INVALID_TOTP are the 401 codes of a right password for a person with two-factor on. */
export const TOTP_REQUIRED = 'totp_required'
export const INVALID_TOTP = 'invalid_totp'

/** needsCode reports whether a failed sign-in asks for the two-factor code step. */
export function needsCode(err: unknown): boolean {
  return err instanceof ApiError && err.status === 401 && (err.code === TOTP_REQUIRED || err.code === INVALID_TOTP)
}

/** loginErrorMessage gives the message of docs/product.md §8 "Login" for a failed sign-in. */
export function loginErrorMessage(err: unknown): string {
  if (err instanceof InvalidLoginResponse) return 'Resposta de login inválida'
  if (err instanceof ApiError) {
    switch (err.status) {
      case 0:
        return 'Erro de conexão. Verifique se o servidor está funcionando e tente novamente.'
      case 401:
        if (err.code === TOTP_REQUIRED) return err.serverMessage || 'Digite o código de verificação do seu aplicativo autenticador.'
        if (err.code === INVALID_TOTP) return err.serverMessage || 'Código de verificação incorreto ou já usado.'
        return 'Email ou senha incorretos. Verifique suas credenciais.'
      case 400:
        return err.serverMessage || 'Dados de login inválidos. Verifique os campos preenchidos.'
      case 500:
        return 'Erro interno do servidor. Tente novamente em alguns instantes.'
      default:
        return err.serverMessage || 'Erro ao autenticar'
    }
  }
  return 'Falha na autenticação. Verifique suas credenciais.'
}
