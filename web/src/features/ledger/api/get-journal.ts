import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { Schemas } from '@/lib/api-types'

/** JournalEntry is one entry of the livro diário (GET /api/ledger/journal), with its lines. */
export type JournalEntry = Schemas['JournalEntry']
export const JOURNAL_PAGE_SIZE = 50

export type JournalQuery = { from: string; to: string; page: number }

/** The query string of a period: only the days given (the server reads this year up to today for a day left out). */
export function periodQuery({ from, to }: { from: string; to: string }) {
  const params = new URLSearchParams()
  if (from) params.set('from', from)
  if (to) params.set('to', to)
  return params.toString()
}

export const journalQueryOptions = (q: JournalQuery) =>
  queryOptions({
    queryKey: ['ledger', 'journal', q],
    queryFn: () =>
      apiRequest<{ data: JournalEntry[]; meta: { total: number; page: number; pageSize: number } }>(
        `/ledger/journal?${periodQuery(q)}&page=${q.page}&pageSize=${JOURNAL_PAGE_SIZE}`,
      ),
    placeholderData: keepPreviousData,
  })

export function useJournal(q: JournalQuery) {
  return useQuery(journalQueryOptions(q))
}
