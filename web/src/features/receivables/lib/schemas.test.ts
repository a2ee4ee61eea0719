import { describe, expect, it } from 'vitest'
import { messages } from '@/lib/vocabulary'
import { receiptSchema } from './schemas'

function issues(v: object) {
  const r = receiptSchema(500).safeParse({ date: '2025-03-10', amount: 100, accountId: '3', installment: '', ...v })
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('receiptSchema', () => {
  it('takes a dated amount up to the balance into an account', () => {
    expect(issues({})).toEqual({})
    expect(issues({ amount: 500 })).toEqual({})
  })

  it('refuses with the server messages', () => {
    expect(issues({ date: '' })).toEqual({ date: messages.receivables.receiptDate })
    expect(issues({ date: '2999-01-01' })).toEqual({ date: messages.accounts.dateInFuture })
    expect(issues({ amount: 0 })).toEqual({ amount: messages.accounts.amount })
    expect(issues({ amount: 500.01 })).toEqual({ amount: messages.receivables.receiptTooLarge })
    expect(issues({ accountId: '0' })).toEqual({ accountId: messages.receivables.receiptAccount })
  })
})
