import { useMutation } from '@tanstack/react-query'
import { apiData } from '@/lib/queries'
import type { StatementRead } from './types'

export type CsvColumns = { date: string; description: string; amount?: string; credit?: string; debit?: string }

type ReadStatement = {
  accountId: number
  file: File
  /** columns names a CSV's columns; left out, the server uses those last confirmed for the account or guesses. */
  columns?: CsvColumns
  /** closingBalance is the bank's closing balance of a CSV, in reais. */
  closingBalance?: number
}

/** readStatement sends a bank statement to be read and matched: nothing of the account changes yet. */
export function readStatement({ accountId, file, columns, closingBalance }: ReadStatement): Promise<StatementRead> {
  const form = new FormData()
  form.append('file', file)
  if (columns) form.append('columns', JSON.stringify(columns))
  if (closingBalance !== undefined) form.append('closingBalance', closingBalance.toFixed(2))
  return apiData<StatementRead>(`/accounts/${accountId}/statements`, { method: 'POST', body: form })
}

export const useReadStatement = () => useMutation({ mutationFn: readStatement })
