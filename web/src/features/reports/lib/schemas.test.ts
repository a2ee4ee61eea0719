import { describe, expect, it } from 'vitest'
import { REPORT_MESSAGES, reportSchema } from './schemas'

describe('reportSchema', () => {
  it("takes the year-end position ('Bens e Direitos em 31/12') yearly only", () => {
    expect(reportSchema.safeParse({ type: 'yearend', period: 'yearly', reference: '2025' }).success).toBe(true)
    const monthly = reportSchema.safeParse({ type: 'yearend', period: 'monthly', reference: '2025-01' })
    expect(monthly.success ? [] : monthly.error.issues.map((i) => i.message)).toEqual([REPORT_MESSAGES.yearEndYearly])
  })
})
