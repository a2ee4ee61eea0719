import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
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

export async function sellAsset({ id, ...input }: SaleInput & { id: number }): Promise<Asset> {
  const res = await apiRequest<{ data: Asset }>(`/assets/${id}/sell`, { method: 'POST', body: input })
  return res.data
}

export function useSellAsset() {
  const client = useQueryClient()
  return useMutation({ mutationFn: sellAsset, onSuccess: () => client.invalidateQueries({ queryKey: ['assets'] }) })
}
