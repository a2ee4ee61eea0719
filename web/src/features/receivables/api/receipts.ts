import { recordEntries } from '@/lib/queries'
import type { Receipt, ReceiptInput } from './types'

/**
 * A receivable's receipts: useReceipts lists them, newest first; useAddReceipt records one; useDeleteReceipt
 * removes one entered by mistake (and its movement in the account). The receivable, its receipts, the accounts and
 * the dashboard follow each write.
 */
const receipts = recordEntries<Receipt, ReceiptInput>('receivables', 'receipts')
export const useReceipts = receipts.useList
export const useAddReceipt = receipts.useAdd
export const useDeleteReceipt = receipts.useDelete
