import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiData, useRefreshingMutation } from '@/lib/queries'

/** OpeningDate is the books' opening date (GET /api/ledger/opening-date): null only before the journal was first posted. */
export type OpeningDate = { date: string | null }

export const openingDateQueryOptions = () => queryOptions({ queryKey: ['ledger', 'opening-date'], queryFn: () => apiData<OpeningDate>('/ledger/opening-date') })

export function useOpeningDate() {
  return useQuery(openingDateQueryOptions())
}

/** setOpeningDate moves the opening date (administrators); the books are posted again, so every ledger view is stale. */
export const setOpeningDate = (date: string) => apiData<OpeningDate>('/ledger/opening-date', { method: 'PUT', body: { date } })

export function useSetOpeningDate() {
  return useRefreshingMutation(setOpeningDate)
}
