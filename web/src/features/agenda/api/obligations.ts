import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { RequestBody, Schemas } from '@/lib/api-types'
import { apiData, useRefreshingMutation } from '@/lib/queries'

/**
 * Obligation is what falls due on a day: a debt's or a receivable's installment, a property's IPTU, or a vehicle's
 * IPVA or licenciamento (asset_ipva and asset_licensing: of a vehicle of the company's own, an asset).
 */
export type Obligation = Schemas['Obligation']
type IPTUPayment = RequestBody<'/obligations/iptu/payments', 'post'>
type VehicleTaxPayment = RequestBody<'/obligations/ipva/payments', 'post'>

/** PAYABLE are the kinds the calendar itself pays; a debt or a receivable is paid on its own screen. */
export const PAYABLE = ['iptu', 'ipva', 'licensing', 'asset_ipva', 'asset_licensing']

/** ON_VEHICLE are the kinds whose record is a stock's vehicle; the others' is an asset. */
const ON_VEHICLE = ['ipva', 'licensing']

/** Payment pays one obligation of a PAYABLE kind: the record is the asset or the stock's vehicle. */
export type Payment = Omit<IPTUPayment, 'assetId'> & { kind: string; recordId: number }


export const obligationsQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: ['obligations', from, to], queryFn: () => apiData<Obligation[]>(`/obligations?from=${from}&to=${to}`) })

/** useObligations reads what falls due from from to to, earliest first. */
export const useObligations = (from: string, to: string) => useQuery(obligationsQueryOptions(from, to))

/** payObligation posts the payment of an IPTU installment, an IPVA or a licenciamento to its route. */
function payObligation({ kind, recordId, ...payment }: Payment) {
  const body: IPTUPayment | VehicleTaxPayment = ON_VEHICLE.includes(kind) ? { ...payment, vehicleId: recordId } : { ...payment, assetId: recordId }
  return apiData<{ id: number }>(`/obligations/${kind}/payments`, { method: 'POST', body })
}

/** usePayObligation marks an IPTU installment, an IPVA or a licenciamento paid from an account. */
export const usePayObligation = () => useRefreshingMutation(payObligation)

/** useUndoPayment removes a payment recorded by mistake: the obligation is open again. */
export const useUndoPayment = () => useRefreshingMutation((id: number) => apiRequest<void>(`/obligations/payments/${id}`, { method: 'DELETE' }))
