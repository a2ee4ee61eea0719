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

/** errorText is what a failed request says to the person: its first field's message, the server's, or fallback. */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return Object.values(err.fields ?? {})[0] ?? err.serverMessage ?? fallback
  return fallback
}

type Options = {
  method?: string
  body?: unknown
  /** The login call handles its own 401; every other 401 ends the session. */
  skipUnauthorizedRedirect?: boolean
  signal?: AbortSignal
  /** onUploadProgress hears the share of the body sent so far (0 to 1): the call then goes by XMLHttpRequest, whose
   * upload reports it, instead of fetch. */
  onUploadProgress?: (sent: number) => void
}

let onUnauthorized: () => void = () => {
  clearStoredSession()
  if (window.location.pathname !== '/login') window.location.assign('/login')
}

let onTwoFactorSetupRequired: () => void = () => undefined

/** TWO_FACTOR_SETUP_REQUIRED is the 403 code of an admin who must set up two-factor sign-in before anything else. */
export const TWO_FACTOR_SETUP_REQUIRED = 'two_factor_setup_required'

/** setTwoFactorSetupHandler lets the session provider send an admin to the two-factor set-up on that 403. */
export function setTwoFactorSetupHandler(handler: () => void) {
  onTwoFactorSetupRequired = handler
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

  let status: number
  let text: string
  try {
    ;({ status, text } = options.onUploadProgress
      ? await sendWithProgress(API_BASE + path, options.method ?? 'GET', headers, body, options.onUploadProgress)
      : await fetch(API_BASE + path, { method: options.method ?? 'GET', headers, body, signal: options.signal }).then(async (r) => ({
          status: r.status,
          text: await r.text(),
        })))
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err
    throw new ApiError(0, CONNECTION_ERROR)
  }

  if (status === 204) return undefined as T
  let parsed: unknown = undefined
  if (text) {
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = undefined
    }
  }
  if (status < 200 || status > 299) {
    const errBody = (parsed ?? {}) as { error?: string; message?: string; code?: string; fields?: Record<string, string> }
    if (status === 401 && !options.skipUnauthorizedRedirect) onUnauthorized()
    if (status === 403 && errBody.code === TWO_FACTOR_SETUP_REQUIRED) onTwoFactorSetupRequired()
    throw new ApiError(status, errBody.error ?? errBody.message ?? `Erro ${status}`, errBody)
  }
  return parsed as T
}

const CONNECTION_ERROR = 'Erro de conexão. Verifique se o servidor está funcionando e tente novamente.'

/** sendWithProgress sends a request by XMLHttpRequest, telling onProgress the share of the body sent. */
function sendWithProgress(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: BodyInit | undefined,
  onProgress: (sent: number) => void,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, url)
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total)
    }
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText })
    xhr.onerror = () => reject(new ApiError(0, CONNECTION_ERROR))
    xhr.send(body as XMLHttpRequestBodyInit | null | undefined)
  })
}

/** uploadUrl turns a stored '/uploads/…' address into one the browser can load. */
export function uploadUrl(url: string | null | undefined): string {
  if (!url) return ''
  return url.startsWith('/uploads/') ? API_BASE + url : url
}

/** DownloadedFile is a file the server sent as an attachment. */
export type DownloadedFile = { blob: Blob; filename: string }

/** filenameFrom reads a Content-Disposition header: RFC 5987's filename* (UTF-8) first, then filename. */
export function filenameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim())
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition)
  return (plain?.[1] ?? plain?.[2])?.trim() || fallback
}

/**
 * apiDownload fetches a file with the bearer token (an <a href> could not send it) and returns it as a blob; with
 * body, the request is a POST of it as JSON (a download that must be confirmed, like the full export).
 */
export async function apiDownload(path: string, fallbackName: string, body?: unknown): Promise<DownloadedFile> {
  const headers: Record<string, string> = {}
  const token = getStoredToken()
  if (token) headers.Authorization = `Bearer ${token}`
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(API_BASE + path, body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) })
  } catch {
    throw new ApiError(0, 'Erro de conexão. Verifique se o servidor está funcionando e tente novamente.')
  }
  if (!response.ok) {
    let body: { error?: string; code?: string } = {}
    try {
      body = await response.json()
    } catch {
      body = {}
    }
    if (response.status === 401) onUnauthorized()
    throw new ApiError(response.status, body.error ?? `Erro ${response.status}`, body)
  }
  return { blob: await response.blob(), filename: filenameFrom(response.headers.get('Content-Disposition'), fallbackName) }
}

/** saveFile hands a downloaded file to the browser to save, through a temporary object URL. */
export function saveFile({ blob, filename }: DownloadedFile) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = filename
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
