import { z } from 'zod'
import { messages } from '@/lib/vocabulary'

/** The messages of the server's report validation (internal/validate), from the shared vocabulary. */
export const REPORT_MESSAGES = messages.reports

const FORMATS = { monthly: /^\d{4}-(0[1-9]|1[0-2])$/, quarterly: /^\d{4}-Q[1-4]$/, yearly: /^\d{4}$/ } as const

/** YEARLY_ONLY are the reports of a year only: the position on 31/12 and the depreciation. */
export const YEARLY_ONLY: readonly string[] = ['yearend', 'depreciation']

/** reportSchema: a generate card (type, period and the reference of that period). */
export const reportSchema = z
  .object({
    type: z.enum(['assets', 'debts', 'cashflow', 'networth', 'bridge', 'yearend', 'depreciation'], { message: REPORT_MESSAGES.type }),
    period: z.enum(['monthly', 'quarterly', 'yearly'], { message: REPORT_MESSAGES.period }),
    reference: z.string().trim().min(1, REPORT_MESSAGES.reference),
  })
  .superRefine((v, ctx) => {
    if (YEARLY_ONLY.includes(v.type) && v.period !== 'yearly') ctx.addIssue({ code: 'custom', path: ['period'], message: REPORT_MESSAGES.yearEndYearly })
    if (v.reference.trim() && !FORMATS[v.period].test(v.reference)) {
      ctx.addIssue({ code: 'custom', path: ['reference'], message: REPORT_MESSAGES[v.period] })
    }
  })

export type ReportFormValues = z.infer<typeof reportSchema>
