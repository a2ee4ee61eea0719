import { clearStoredSession, getStoredToken } from './session-storage'

/** API_BASE is where the server answers; uploaded files live under API_BASE + '/uploads/'. */
export const API_BASE = '/api'

/** ApiError is a failed call: status 0 means the server was not reached. */
export class ApiError extends Error {
  readonly status: number
  readonly code?: string
  readonly fields?: Record<string, string>
  /** serverMessage is the server's own pt-BR text, when it sent one. */
  readonly serverMessage?: string

  constructor(status: number, message: string, body?: { error?: string; message?: string; code?: string; fields?: Record<string, string> }) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = body?.code
    this.fields = body?.fields
    this.serverMessage = body?.error ?? body?.message
  }
}

type Options = {
  method?: string
  body?: unknown
  /** The login call handles its own 401; every other 401 ends the session. */
  skipUnauthorizedRedirect?: boolean
  signal?: AbortSignal
}

let onUnauthorized: () => void = () => {
  clearStoredSession()
  if (window.location.pathname !== '/login') window.location.assign('/login')
}

/** setUnauthorizedHandler lets the session provider decide what a 401 does (clear state, go to /login). */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler
}

/** apiRequest sends JSON with the bearer token and returns the parsed body, or throws ApiError. */
export async function apiRequest<T>(path: string, options: Options = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  const token = getStoredToken()
  if (token) headers.Authorization = `Bearer ${token}`
  let body: BodyInit | undefined
  if (options.body instanceof FormData) {
    body = options.body
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }

  let response: Response
  try {
    response = await fetch(API_BASE + path, { method: options.method ?? 'GET', headers, body, signal: options.signal })
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err
    throw new ApiError(0, 'Erro de conexão. Verifique se o servidor está funcionando e tente novamente.')
  }

  if (response.status === 204) return undefined as T
  const text = await response.text()
  let parsed: unknown = undefined
  if (text) {
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = undefined
    }
  }
  if (!response.ok) {
    const errBody = (parsed ?? {}) as { error?: string; message?: string; code?: string; fields?: Record<string, string> }
    if (response.status === 401 && !options.skipUnauthorizedRedirect) onUnauthorized()
    throw new ApiError(response.status, errBody.error ?? errBody.message ?? `Erro ${response.status}`, errBody)
  }
  return parsed as T
}

/** uploadUrl turns a stored '/uploads/…' address into one the browser can load. */
export function uploadUrl(url: string | null | undefined): string {
  if (!url) return ''
  return url.startsWith('/uploads/') ? API_BASE + url : url
}
