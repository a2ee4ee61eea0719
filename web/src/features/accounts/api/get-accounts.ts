import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { PAGE_SIZE } from '@/lib/pagination'
import type { ResponseBody } from '@/lib/api-types'

export type AccountsPage = ResponseBody<'/accounts', 'get'>

/** MAX_PAGE_SIZE is the most accounts one request lists: what the transfer form offers to choose from. */
export const MAX_PAGE_SIZE = 200

export function getAccounts(page: number, pageSize = PAGE_SIZE): Promise<AccountsPage> {
  return apiRequest<AccountsPage>(`/accounts?${new URLSearchParams({ page: String(page), pageSize: String(pageSize) })}`)
}

/** The account list, by name, with today's balances and their total. */
export const accountsQueryOptions = (page: number, pageSize = PAGE_SIZE) =>
  queryOptions({ queryKey: ['accounts', 'list', page, pageSize], queryFn: () => getAccounts(page, pageSize), placeholderData: keepPreviousData })

export function useAccounts(page: number, pageSize = PAGE_SIZE) {
  return useQuery(accountsQueryOptions(page, pageSize))
}
