import { recordEntries } from '@/lib/queries'
import type { RequestBody, Schemas } from '@/lib/api-types'

export type DebtPayment = Schemas['DebtPayment']
export type PaymentInput = RequestBody<'/debts/{id}/payments', 'post'>

/**
 * A debt's payments: useDebtPayments lists them, newest first; useAddDebtPayment records one; useDeleteDebtPayment
 * deletes one recorded by mistake (admins: its money goes back to the account and its principal to the balance).
 * The debt (its balance), its payments, the accounts and the dashboard follow each write.
 */
const payments = recordEntries<DebtPayment, PaymentInput>('debts', 'payments')
export const useDebtPayments = payments.useList
export const useAddDebtPayment = payments.useAdd
export const useDeleteDebtPayment = payments.useDelete
