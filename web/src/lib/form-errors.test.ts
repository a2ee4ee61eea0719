import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-client'
import { serverFieldErrors, showServerErrors } from './form-errors'

const refused = new ApiError(422, 'Verifique os campos destacados', {
  error: 'Verifique os campos destacados',
  fields: { primaryColor: 'Cor inválida', logoUrl: 'Logotipo inválido' },
})

describe('serverFieldErrors', () => {
  it("returns the server's field messages, only those asked for", () => {
    expect(serverFieldErrors(refused)).toEqual({ primaryColor: 'Cor inválida', logoUrl: 'Logotipo inválido' })
    expect(serverFieldErrors(refused, ['primaryColor', 'secondaryColor'])).toEqual({ primaryColor: 'Cor inválida' })
  })
  it('returns undefined without field messages', () => {
    expect(serverFieldErrors(refused, ['companyName'])).toBeUndefined()
    expect(serverFieldErrors(new ApiError(500, 'Erro'))).toBeUndefined()
    expect(serverFieldErrors(new Error('rede'))).toBeUndefined()
  })
})

describe('showServerErrors', () => {
  it('sets each message on its field and focuses the first', () => {
    const setError = vi.fn()
    expect(showServerErrors(refused, setError)).toBe(true)
    expect(setError).toHaveBeenCalledWith('primaryColor', { message: 'Cor inválida' }, { shouldFocus: true })
    expect(setError).toHaveBeenCalledWith('logoUrl', { message: 'Logotipo inválido' }, { shouldFocus: false })
  })
  it('reports false when there is nothing to show', () => {
    const setError = vi.fn()
    expect(showServerErrors(new ApiError(409, 'Conflito'), setError)).toBe(false)
    expect(setError).not.toHaveBeenCalled()
  })
})
