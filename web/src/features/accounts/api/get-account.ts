import { useRecord } from '@/lib/queries'
import type { Account } from './types'

/** useAccount reads one account for its detail and edit screens. */
export const useAccount = (id: number) => useRecord<Account>('accounts', id)
