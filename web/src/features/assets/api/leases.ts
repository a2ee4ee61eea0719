import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { RequestBody, Schemas } from '@/lib/api-types'
import { apiData, useDeleteRecord, useRecord, useRefreshingMutation } from '@/lib/queries'

/** Lease is a contract renting an asset (docs/openapi.yaml); LeaseInput what its form sends. */
export type Lease = Schemas['Lease']
export type LeaseInput = RequestBody<'/leases', 'post'>

/** useAssetLeases reads an asset's leases, the active first, then the latest started. */
export function useAssetLeases(assetId: number) {
  return useQuery({
    queryKey: ['leases', 'asset', assetId],
    queryFn: async () => (await apiRequest<{ data: Lease[] }>(`/leases?assetId=${assetId}&pageSize=200`)).data,
  })
}

/** useLease reads one lease, for its edit screen. */
export const useLease = (id: number) => useRecord<Lease>('leases', id)

export const useCreateLease = () => useRefreshingMutation((input: LeaseInput) => apiData<Lease>('/leases', { method: 'POST', body: input }))

export const useUpdateLease = () =>
  useRefreshingMutation(({ id, ...input }: LeaseInput & { id: number }) => apiData<Lease>(`/leases/${id}`, { method: 'PUT', body: input }))

/** useEndLease ends a lease on a day, with why; its asset reads 'Ativo' again. */
export const useEndLease = () =>
  useRefreshingMutation(({ id, ...input }: { id: number; date: string; reason: string }) =>
    apiData<Lease>(`/leases/${id}/end`, { method: 'POST', body: input }),
  )

export const useDeleteLease = () => useDeleteRecord('leases')

/** LeaseReadjustment is a readjustment applied; ReadjustmentPreview the next one as it would be applied now. */
export type LeaseReadjustment = Schemas['LeaseReadjustment']
export type ReadjustmentPreview = Schemas['ReadjustmentPreview']

export function useReadjustments(leaseId: number) {
  return useQuery({ queryKey: ['leases', 'readjustments', leaseId], queryFn: () => apiData<LeaseReadjustment[]>(`/leases/${leaseId}/readjustments`) })
}

export function useNextReadjustment(leaseId: number) {
  return useQuery({ queryKey: ['leases', 'next-readjustment', leaseId], queryFn: () => apiData<ReadjustmentPreview>(`/leases/${leaseId}/readjustments/next`) })
}

/** useApplyReadjustment applies the next readjustment, named by the anniversary its preview showed. */
export const useApplyReadjustment = () =>
  useRefreshingMutation(({ leaseId, effectiveDate }: { leaseId: number; effectiveDate: string }) =>
    apiData<LeaseReadjustment>(`/leases/${leaseId}/readjustments`, { method: 'POST', body: { effectiveDate } }),
  )

export const useUndoReadjustment = (leaseId: number) =>
  useRefreshingMutation((id: number) => apiRequest<void>(`/leases/${leaseId}/readjustments/${id}`, { method: 'DELETE' }))
