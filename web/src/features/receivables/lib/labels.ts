import { labels, options } from '@/lib/vocabulary'
import type { ReceivableStatus } from '../api/types'

/** STATUS_LABELS: Em aberto, Vencido, Quitado, from the server's vocabulary. */
export const STATUS_LABELS: Record<ReceivableStatus, string> = labels.receivableStatuses

export const STATUS_OPTIONS = options(STATUS_LABELS)
