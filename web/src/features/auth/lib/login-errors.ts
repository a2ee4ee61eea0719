import { ApiError } from '@/lib/api-client'

/** InvalidLoginResponse is a 2xx answer without a token or a user. */
export class InvalidLoginResponse extends Error {
  constructor() {
    super('Resposta de login inválida')
    this.name = 'InvalidLoginResponse'
  }
}

/** loginErrorMessage gives the message of spec §8 "Login" for a failed sign-in. */
export function loginErrorMessage(err: unknown): string {
  if (err instanceof InvalidLoginResponse) return 'Resposta de login inválida'
  if (err instanceof ApiError) {
    switch (err.status) {
      case 0:
        return 'Erro de conexão. Verifique se o servidor está funcionando e tente novamente.'
      case 401:
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
