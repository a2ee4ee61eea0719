import { useDeleteRecord } from '@/lib/queries'

/** useDeleteDebt deletes a debt and refreshes the debt lists. */
export const useDeleteDebt = () => useDeleteRecord('debts')
