import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-client'
import { UploadError, uploadFiles } from './upload'

const answer = (status: number, body: unknown) => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status })))
const file = new File(['%PDF-1.4'], 'contrato.pdf', { type: 'application/pdf' })


describe('uploadFiles', () => {
  it("turns the server's quota and storage refusals into an UploadError with its pt-BR text", async () => {
    const quota = 'Você atingiu o seu limite diário de envios (500 MB por dia). Tente novamente amanhã.'
    answer(413, { error: quota, code: 'upload_quota_exceeded' })
    const err = await uploadFiles([file]).catch((e) => e)
    expect(err).toBeInstanceOf(UploadError)
    expect(err).toBeInstanceOf(ApiError)
    expect(err.message).toBe(quota)
    expect(err.code).toBe('upload_quota_exceeded')

    answer(507, { error: 'O espaço para arquivos está cheio (limite de 20 GB).', code: 'storage_full' })
    await expect(uploadFiles([file])).rejects.toThrow('O espaço para arquivos está cheio (limite de 20 GB).')
  })

  it('says something in pt-BR when the server sent no text', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 507 })))
    await expect(uploadFiles([file])).rejects.toThrow('O espaço para arquivos está cheio. Peça a um administrador para liberar espaço.')
  })

  it('sends the purpose the server checks', async () => {
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ success: true, data: { files: [] } }), { status: 201 }))
    vi.stubGlobal('fetch', fetchSpy)
    await uploadFiles([file], 'avatar')
    expect(fetchSpy).toHaveBeenCalledWith('/api/upload?purpose=avatar', expect.objectContaining({ method: 'POST' }))
  })
})
