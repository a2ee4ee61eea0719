import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiData } from './queries'
import { DATE_INVALID, emptyOrISODate, isISODate, todayISO } from './dates'
import { messages } from './vocabulary'
import type { Schemas } from './api-types'

/** AccountOption is an account a money event may name: a purchase paid from it, a sale received into it. */
export type AccountOption = Pick<Schemas['Account'], 'id' | 'name'>

/** NO_ACCOUNT is the select's value for 'Nenhuma conta': the event names no account and counts as before accounts. */
export const NO_ACCOUNT = '0'

/**
 * accountOptionsQueryOptions lists every account by name (up to the server's page limit), for the forms of the other
 * records; under the 'accounts' key, so a change of the accounts refreshes it.
 */
export const accountOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['accounts', 'options'],
    queryFn: async () => (await apiData<AccountOption[]>('/accounts?page=1&pageSize=200')).map(({ id, name }) => ({ id, name })),
    staleTime: 30_000,
  })

export function useAccountOptions() {
  return useQuery(accountOptionsQueryOptions())
}

/** accountIdOf turns the select's value into the API's accountId (0 for none). */
export function accountIdOf(value: string | undefined): number {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : 0
}

/** notAfterToday is the check of a realized event's date (a purchase, a sale, a payment): not after today. */
export const notAfterToday = (value: string) => !isISODate(value) || value <= todayISO()

/**
 * pastDay is the date of something that happened: required (the required message), dd/mm/aaaa, not after today and,
 * when from is given, not on a day before it (the beforeFrom message) — a purchase, a sale, a valuation, a payment.
 */
export const pastDay = (required: string, from = '', beforeFrom = '') =>
  z
    .string()
    .min(1, required)
    .refine(emptyOrISODate, DATE_INVALID)
    .refine(notAfterToday, messages.accounts.dateInFuture)
    .refine((v) => v === '' || !from || v >= from, beforeFrom)
