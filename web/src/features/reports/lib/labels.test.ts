import { asOfLabel, referenceLabel, referenceOptions } from './labels'
import { REPORT_MESSAGES, reportSchema } from './schemas'

describe('report references', () => {
  it('lists the current and earlier months, quarters and years', () => {
    const now = new Date(2026, 1, 15) // 15 Feb 2026
    const months = referenceOptions('monthly', now)
    expect(months.slice(0, 3)).toEqual([
      { value: '2026-02', label: 'fevereiro de 2026' },
      { value: '2026-01', label: 'janeiro de 2026' },
      { value: '2025-12', label: 'dezembro de 2025' },
    ])
    expect(months).toHaveLength(36)
    expect(referenceOptions('quarterly', now).slice(0, 3).map((o) => o.value)).toEqual(['2026-Q1', '2025-Q4', '2025-Q3'])
    expect(referenceOptions('quarterly', now)[0].label).toBe('1º trimestre de 2026')
    expect(referenceOptions('yearly', now).slice(0, 2).map((o) => o.value)).toEqual(['2026', '2025'])
    expect(referenceLabel('monthly', '2026-03')).toBe('março de 2026')
  })

  it('says which day a report answers for', () => {
    const now = new Date(2026, 10, 23) // 23 Nov 2026
    expect(asOfLabel('quarterly', '2025-Q3', now)).toBe('Posição em 30/09/2025')
    expect(asOfLabel('monthly', '2024-02', now)).toBe('Posição em 29/02/2024')
    expect(asOfLabel('yearly', '2025', now)).toBe('Posição em 31/12/2025')
    expect(asOfLabel('quarterly', '2026-Q4', now)).toBe('Período em aberto: posição no dia do download')
    expect(asOfLabel('monthly', '2026-11', new Date(2026, 10, 30))).toBe('Período em aberto: posição no dia do download')
    expect(asOfLabel('monthly', '2026-10', now)).toBe('Posição em 31/10/2026')
  })

  it('checks a report request with the server messages', () => {
    expect(reportSchema.safeParse({ type: 'assets', period: 'monthly', reference: '2026-10' }).success).toBe(true)
    const wrong = reportSchema.safeParse({ type: 'assets', period: 'quarterly', reference: '2026-10' })
    expect(wrong.success).toBe(false)
    expect(wrong.error?.issues[0].message).toBe(REPORT_MESSAGES.quarterly)
    const empty = reportSchema.safeParse({ type: 'sales', period: 'yearly', reference: '' })
    expect(empty.error?.issues.map((i) => i.message).sort()).toEqual([REPORT_MESSAGES.reference, REPORT_MESSAGES.type].sort())
  })
})
