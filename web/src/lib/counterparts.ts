import { z } from 'zod'
import type { Schemas } from './api-types'
import { labels, messages } from './vocabulary'

/**
 * The other side of a money event (docs/design.md §10): the account the money moved through, or a counterpart a person
 * chooses when no account moved — 'Aporte dos sócios', 'Saldo de abertura', 'Ajuste (com justificativa)'… One select
 * holds both: an account's id as text, a counterpart as "cp:<kind>", "" for nothing chosen.
 */

/** CounterpartEvent is a kind of event, by the counterparts it offers (the server's ledger.Counterparts). */
export type CounterpartEvent = 'acquisition' | 'proceeds' | 'borrowing' | 'repayment' | 'balanceChange' | 'accountOpening'

export const COUNTERPARTS: Record<CounterpartEvent, Record<string, string>> = {
  acquisition: labels.counterpartsAcquisition,
  proceeds: labels.counterpartsProceeds,
  borrowing: labels.counterpartsBorrowing,
  repayment: labels.counterpartsRepayment,
  balanceChange: labels.counterpartsBalanceChange,
  accountOpening: labels.counterpartsAccountOpening,
}

/** COUNTERPART_LABEL names every counterpart, 'Ajuste sem contrapartida' (what came before the books) included. */
export const COUNTERPART_LABEL: Record<string, string> = labels.counterparts

const PREFIX = 'cp:'

/** ADJUSTMENT is the select's value of 'Ajuste (com justificativa)', which asks its reason. */
export const ADJUSTMENT = `${PREFIX}adjustment`

/** counterpartOption is the select's value of a counterpart. */
export const counterpartOption = (kind: string) => PREFIX + kind

/** sourceValue is the select's value of what a record says: its account, or its counterpart, or nothing. */
export function sourceValue(accountId?: number | null, counterpart?: { kind: string } | null): string {
  if (accountId) return String(accountId)
  if (counterpart?.kind) return counterpartOption(counterpart.kind)
  return ''
}

/** CounterpartKind is a counterpart as the API names it ("" for none). */
export type CounterpartKind = Schemas['CounterpartKind']

/** isAccount reports whether the select's value is an account (not a counterpart, not empty). */
export const isAccount = (value: string) => value !== '' && !value.startsWith(PREFIX)

/** Source is what the API reads of a money event's other side. */
export type Source = { accountId: number; counterpart: CounterpartKind; counterpartReason: string }

/** sourceOf turns the select's value (and the reason typed) into the API's accountId, counterpart and reason. */
export function sourceOf(value: string, reason = ''): Source {
  if (value.startsWith(PREFIX)) {
    const kind = value.slice(PREFIX.length) as CounterpartKind
    return { accountId: 0, counterpart: kind, counterpartReason: value === ADJUSTMENT ? reason.trim() : '' }
  }
  const id = Number(value)
  return { accountId: Number.isInteger(id) && id > 0 ? id : 0, counterpart: '', counterpartReason: '' }
}

/** sourceField is the select's schema: something chosen when required (the server's message). */
export const sourceField = (required = true) =>
  required ? z.string().min(1, messages.ledger.counterpartRequired) : z.string()

/**
 * checkReason is the refinement of a form with a source select (its field named field, the reason's reasonField): an
 * adjustment needs its reason, as the server says.
 */
export function checkReason<T extends Record<string, unknown>>(field: keyof T & string, reasonField: keyof T & string) {
  return (values: T, ctx: z.RefinementCtx) => {
    const reason = String(values[reasonField] ?? '')
    if (values[field] === ADJUSTMENT && reason.trim() === '') {
      ctx.addIssue({ code: 'custom', path: [reasonField], message: messages.ledger.counterpartReason })
    } else if (reason.length > 500) {
      ctx.addIssue({ code: 'custom', path: [reasonField], message: messages.ledger.reasonTooLong })
    }
  }
}
