import { apiRequest } from './api-client'

/** UploadedFile is one stored file as POST /api/upload answers (spec §7). */
export type UploadedFile = {
  originalName: string
  filename: string
  url: string
  size: number
  mimetype: string
  category: string
  type: 'image' | 'document'
}

/** uploadFiles stores files; purpose 'avatar' and 'logo' take one image of at most 5 MB. */
export async function uploadFiles(
  files: File[],
  purpose: 'attachment' | 'avatar' | 'logo' = 'attachment',
  categories?: string[],
): Promise<UploadedFile[]> {
  const form = new FormData()
  files.forEach((file) => form.append('files', file))
  categories?.forEach((c) => form.append('categories', c))
  const res = await apiRequest<{ success: boolean; data: { files: UploadedFile[] } }>(`/upload?purpose=${purpose}`, {
    method: 'POST',
    body: form,
  })
  return res.data.files
}
