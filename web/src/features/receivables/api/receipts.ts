import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { apiData, useRefreshingMutation } from '@/lib/queries'
import type { Receipt, ReceiptInput } from './types'

/** useReceipts lists a receivable's receipts, newest first. */
export const useReceipts = (id: number) =>
  useQuery({ queryKey: ['receivables', 'receipts', id], queryFn: () => apiData<Receipt[]>(`/receivables/${id}/receipts`) })

export function addReceipt({ id, ...input }: ReceiptInput & { id: number }): Promise<Receipt> {
  return apiData<Receipt>(`/receivables/${id}/receipts`, { method: 'POST', body: input })
}

/** useAddReceipt records a receipt: the receivable, its receipts, the accounts and the dashboard follow. */
export const useAddReceipt = () => useRefreshingMutation(addReceipt, ['receivables'], ['accounts'], ['dashboard'])

export function deleteReceipt({ receivableId, id }: { receivableId: number; id: number }): Promise<void> {
  return apiRequest<void>(`/receivables/${receivableId}/receipts/${id}`, { method: 'DELETE' })
}

/** useDeleteReceipt removes a receipt entered by mistake (and its movement in the account). */
export const useDeleteReceipt = () => useRefreshingMutation(deleteReceipt, ['receivables'], ['accounts'], ['dashboard'])
