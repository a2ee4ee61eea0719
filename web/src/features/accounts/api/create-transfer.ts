import { apiData, useRefreshingMutation } from '@/lib/queries'
import type { Movement, TransferInput } from './types'

export function createTransfer(input: TransferInput): Promise<Movement> {
  return apiData<Movement>('/accounts/transfers', { method: 'POST', body: input })
}

/** useCreateTransfer moves money between two accounts; balances and statements refresh. */
export const useCreateTransfer = () => useRefreshingMutation(createTransfer)
