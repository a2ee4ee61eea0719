import { useDeleteRecord } from '@/lib/queries'

/** useDeleteAccount deletes an account and refreshes the account list. */
export const useDeleteAccount = () => useDeleteRecord('accounts')
