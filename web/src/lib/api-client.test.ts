import { filenameFrom } from './api-client'

describe('filenameFrom', () => {
  it('prefers the UTF-8 name of RFC 5987, then the plain one', () => {
    expect(filenameFrom(`attachment; filename="relatorio-ativos-2026-10.pdf"; filename*=UTF-8''relat%C3%B3rio-ativos-2026-10.pdf`, 'x')).toBe(
      'relatório-ativos-2026-10.pdf',
    )
    expect(filenameFrom('attachment; filename="relatorio-dividas-2026.csv"', 'x')).toBe('relatorio-dividas-2026.csv')
    expect(filenameFrom('attachment; filename=plain.xlsx', 'x')).toBe('plain.xlsx')
    expect(filenameFrom(null, 'fallback.pdf')).toBe('fallback.pdf')
    expect(filenameFrom(`attachment; filename*=UTF-8''%E0%A4%A`, 'fallback.pdf')).toBe('fallback.pdf')
  })
})
