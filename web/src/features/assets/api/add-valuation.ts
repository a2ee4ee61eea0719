import { apiData, useRefreshingMutation } from '@/lib/queries'
import type { RequestBody } from '@/lib/api-types'
import type { Asset } from './types'

export type ValuationInput = RequestBody<'/assets/{id}/valuations', 'post'>

export function addValuation({ id, ...input }: ValuationInput & { id: number }): Promise<Asset> {
  return apiData<Asset>(`/assets/${id}/valuations`, { method: 'POST', body: input })
}

/** useAddValuation records a dated valuation; the asset, its history and the dashboard follow. */
export const useAddValuation = () => useRefreshingMutation(addValuation)
