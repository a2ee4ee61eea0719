import { z } from 'zod'

/** The messages of the server's report validation (internal/validate/reports.go). */
export const REPORT_MESSAGES = {
  type: 'Tipo de relatório inválido',
  period: 'Período inválido',
  reference: 'Referência é obrigatória',
  monthly: 'Referência inválida: use o mês no formato aaaa-mm',
  quarterly: 'Referência inválida: use o trimestre no formato aaaa-Qn, como 2026-Q3',
  yearly: 'Referência inválida: use o ano no formato aaaa',
} as const

const FORMATS = { monthly: /^\d{4}-(0[1-9]|1[0-2])$/, quarterly: /^\d{4}-Q[1-4]$/, yearly: /^\d{4}$/ } as const

/** reportSchema: a generate card (type, period and the reference of that period). */
export const reportSchema = z
  .object({
    type: z.enum(['assets', 'debts', 'cashflow', 'networth'], { message: REPORT_MESSAGES.type }),
    period: z.enum(['monthly', 'quarterly', 'yearly'], { message: REPORT_MESSAGES.period }),
    reference: z.string().trim().min(1, REPORT_MESSAGES.reference),
  })
  .superRefine((v, ctx) => {
    if (v.reference.trim() && !FORMATS[v.period].test(v.reference)) {
      ctx.addIssue({ code: 'custom', path: ['reference'], message: REPORT_MESSAGES[v.period] })
    }
  })

export type ReportFormValues = z.infer<typeof reportSchema>
