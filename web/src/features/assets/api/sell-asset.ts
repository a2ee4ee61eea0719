import { apiData, useRefreshingMutation } from '@/lib/queries'
import type { Asset, PaymentMethod } from './types'

export type SaleInput = {
  saleDate: string
  saleValue: number
  buyerName: string
  buyerEmail: string
  buyerPhone: string
  paymentMethod: PaymentMethod
  installments?: number
  notes: string
}

export function sellAsset({ id, ...input }: SaleInput & { id: number }): Promise<Asset> {
  return apiData<Asset>(`/assets/${id}/sell`, { method: 'POST', body: input })
}

export const useSellAsset = () => useRefreshingMutation(sellAsset, ['assets'])
