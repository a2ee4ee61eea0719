import { ApiError, apiRequest } from './api-client'

/** UploadedFile is one stored file as POST /api/upload answers (docs/product.md §7). */
export type UploadedFile = {
  originalName: string
  filename: string
  url: string
  size: number
  mimetype: string
  category: string
  type: 'image' | 'document'
}

/**
 * UploadError is an upload the server refused: its message is the server's pt-BR text (a file too large, a type
 * not accepted, the daily quota or the storage limit reached), for the upload control to show.
 */
export class UploadError extends ApiError {
  constructor(err: ApiError) {
    super(err.status, err.serverMessage ?? uploadFailure(err.status), { error: err.serverMessage, code: err.code, fields: err.fields })
    this.name = 'UploadError'
  }
}

function uploadFailure(status: number): string {
  if (status === 413) return 'Os arquivos passam do limite de envio.'
  if (status === 507) return 'O espaço para arquivos está cheio. Peça a um administrador para liberar espaço.'
  if (status === 0) return 'Erro de conexão ao enviar os arquivos. Tente novamente.'
  return 'Não foi possível enviar os arquivos. Tente novamente.'
}

/** uploadFiles stores files; purpose 'avatar' and 'logo' take one image of at most 5 MB. A refusal throws UploadError. */
export async function uploadFiles(
  files: File[],
  purpose: 'attachment' | 'avatar' | 'logo' = 'attachment',
  categories?: string[],
): Promise<UploadedFile[]> {
  const form = new FormData()
  files.forEach((file) => form.append('files', file))
  categories?.forEach((c) => form.append('categories', c))
  try {
    const res = await apiRequest<{ success: boolean; data: { files: UploadedFile[] } }>(`/upload?purpose=${purpose}`, {
      method: 'POST',
      body: form,
    })
    return res.data.files
  } catch (err) {
    if (err instanceof ApiError && err.status !== 401) throw new UploadError(err)
    throw err
  }
}
