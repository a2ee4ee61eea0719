import { z } from 'zod'
import { typedPercentOk } from '@/lib/percent'
import { messages } from '@/lib/vocabulary'
import { DATE_INVALID, emptyOrISODate, isISODate } from '@/lib/dates'

/** The simulator's messages: the server's, from the shared vocabulary. */
export const FINANCING_MESSAGES = messages.financing

/** simulatorSchema is the simulator's form: amount and fees in reais, the rate as typed, per month or per year. */
export const simulatorSchema = z
  .object({
    amount: z.number().gt(0, FINANCING_MESSAGES.amount),
    ratePeriod: z.enum(['month', 'year']),
    rate: z.string().trim().min(1, FINANCING_MESSAGES.rate),
    installments: z
      .number({ message: FINANCING_MESSAGES.installments })
      .int(FINANCING_MESSAGES.installments)
      .min(1, FINANCING_MESSAGES.installments)
      .max(600, FINANCING_MESSAGES.installmentsAtMost600),
    fees: z.number().min(0, FINANCING_MESSAGES.fees),
    /** The release of the money and the first due date, ISO or '' (the server's defaults: today, a month later). */
    contractDate: z.string().refine(emptyOrISODate, DATE_INVALID),
    firstDueDate: z.string().refine(emptyOrISODate, DATE_INVALID),
  })
  .superRefine((v, ctx) => {
    if (v.rate.trim() !== '') {
      if (!typedPercentOk(v.rate, v.ratePeriod)) {
        ctx.addIssue({ code: 'custom', path: ['rate'], message: v.ratePeriod === 'month' ? FINANCING_MESSAGES.monthlyRate : FINANCING_MESSAGES.annualRate })
      }
    }
    if (isISODate(v.contractDate) && isISODate(v.firstDueDate) && v.firstDueDate < v.contractDate) {
      ctx.addIssue({ code: 'custom', path: ['firstDueDate'], message: messages.debts.firstDueBeforeContract })
    }
    if (v.amount > 0 && v.fees >= v.amount) ctx.addIssue({ code: 'custom', path: ['fees'], message: FINANCING_MESSAGES.fees })
    if (v.amount > 0 && Number.isInteger(v.installments) && v.amount < v.installments * 10) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: FINANCING_MESSAGES.perInstallment })
    }
  })

export type SimulatorValues = z.infer<typeof simulatorSchema>

export const SIMULATOR_DEFAULTS: SimulatorValues = { amount: 0, ratePeriod: 'month', rate: '', installments: 12, fees: 0, contractDate: '', firstDueDate: '' }
