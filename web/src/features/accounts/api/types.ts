import type { Schemas } from '@/lib/api-types'

/** Account is a cash or bank account as the API returns it, generated from docs/openapi.yaml; amounts in reais. */
export type Account = Schemas['Account']
export type AccountKind = Schemas['AccountKind']
export type AccountSummary = Schemas['AccountSummary']
/** AccountInput is what a create or an edit sends: every field of the form. */
export type AccountInput = Required<Schemas['AccountInput']>

/** Movement is one line of a statement, with the balance after it. */
export type Movement = Schemas['Movement']
export type EntryCategory = Schemas['EntryCategory']
export type EntryInput = Required<Omit<Schemas['EntryInput'], 'subaccountId'>> & Pick<Schemas['EntryInput'], 'subaccountId'>
export type TransferInput = Required<Schemas['TransferInput']>

/** A bank statement imported into an account, its lines, and the person's choice for a new line. */
export type BankStatement = Schemas['BankStatement']
export type StatementLine = Schemas['StatementLine']
export type LineChoice = Schemas['LineChoice']
/** StatementRead is what reading a statement answers: its preview, or a CSV's header and what its columns lack. */
export type StatementRead = Schemas['StatementPreview']
export type Reconciliation = Schemas['Reconciliation']
