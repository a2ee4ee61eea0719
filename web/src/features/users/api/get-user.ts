import { useRecord } from '@/lib/queries'
import type { User } from './types'

/** useUser reads one user for the detail and edit screens; enabled false leaves it unread. */
export const useUser = (id: number, enabled = true) => useRecord<User>('users', id, enabled)
