import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { apiData, useRefreshingMutation } from '@/lib/queries'
import type { RequestBody, Schemas } from '@/lib/api-types'

export type DebtPayment = Schemas['DebtPayment']
export type PaymentInput = RequestBody<'/debts/{id}/payments', 'post'>

/** useDebtPayments lists a debt's payments, newest first. */
export const useDebtPayments = (id: number) =>
  useQuery({ queryKey: ['debts', 'payments', id], queryFn: () => apiData<DebtPayment[]>(`/debts/${id}/payments`) })

export function addDebtPayment({ id, ...input }: PaymentInput & { id: number }): Promise<DebtPayment> {
  return apiData<DebtPayment>(`/debts/${id}/payments`, { method: 'POST', body: input })
}

/** useAddDebtPayment records a payment: the debt (its balance), its payments, the accounts and the dashboard follow. */
export const useAddDebtPayment = () => useRefreshingMutation(addDebtPayment, ['debts'], ['accounts'], ['dashboard'])

/**
 * useDeleteDebtPayment deletes a payment recorded by mistake (admins): its money goes back to the account and its
 * principal to the balance; the debt, its payments, the accounts and the dashboard follow.
 */
export const useDeleteDebtPayment = (debtId: number) =>
  useRefreshingMutation((paymentId: number) => apiRequest<void>(`/debts/${debtId}/payments/${paymentId}`, { method: 'DELETE' }), ['debts'], ['accounts'], ['dashboard'])
