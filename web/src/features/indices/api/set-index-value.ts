import { apiData, useRefreshingMutation } from '@/lib/queries'
import type { IndexCode, IndexValue } from './types'

export function setIndexValue(input: { code: IndexCode } & IndexValue): Promise<IndexValue> {
  return apiData<IndexValue>('/indices', { method: 'POST', body: input })
}

/** useSetIndexValue keeps a month's value typed by hand; the indices and the schedules they correct follow. */
export const useSetIndexValue = () => useRefreshingMutation(setIndexValue)
