import { describe, expect, it } from 'vitest'
import { QueryObserver } from '@tanstack/react-query'
import { makeQueryClient } from './providers'

describe('the one refresh rule', () => {
  it('marks every query stale after a write but the session and the settings, and waits for those on screen', async () => {
    const client = makeQueryClient()
    let reads = 0
    for (const key of [['accounts', 'list'], ['debts', 'detail', 7], ['obligations', '2026-01-01', '2026-01-31'], ['auth', 'me'], ['settings']]) {
      client.setQueryData(key, { kept: true })
    }
    const observer = new QueryObserver(client, { queryKey: ['accounts', 'list'], queryFn: async () => ++reads })
    const unsubscribe = observer.subscribe(() => undefined) // a query on screen: read again before the write resolves
    await client.getMutationCache().build(client, { mutationFn: async () => 'saved' }).execute(undefined)
    const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated
    expect([stale(['debts', 'detail', 7]), stale(['obligations', '2026-01-01', '2026-01-31'])]).toEqual([true, true])
    expect([stale(['auth', 'me']), stale(['settings'])]).toEqual([false, false])
    expect(reads).toBe(1)
    unsubscribe()
  })
})
