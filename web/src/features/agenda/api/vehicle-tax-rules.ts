import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import type { RequestBody, Schemas } from '@/lib/api-types'
import { apiData, useRefreshingMutation } from '@/lib/queries'

/** VehicleTaxRule is a line of a state's table: the month (and day) a final digit's IPVA or licenciamento falls due. */
export type VehicleTaxRule = Schemas['VehicleTaxRule']
export type VehicleTaxRulesInput = RequestBody<'/vehicle-tax-rules/{state}', 'put'>


export const vehicleTaxRulesQueryOptions = () =>
  queryOptions({ queryKey: ['vehicle-tax-rules'], queryFn: () => apiData<VehicleTaxRule[]>('/vehicle-tax-rules') })

/** useVehicleTaxRules reads every state's table. */
export const useVehicleTaxRules = () => useQuery(vehicleTaxRulesQueryOptions())

/** useSetVehicleTaxRules types a state's table: each kind sent replaces its lines. */
export const useSetVehicleTaxRules = () =>
  useRefreshingMutation(
    ({ state, ...input }: VehicleTaxRulesInput & { state: string }) => apiData<VehicleTaxRule[]>(`/vehicle-tax-rules/${state}`, { method: 'PUT', body: input }),
  )

/** useDeleteVehicleTaxRules removes a state's table. */
export const useDeleteVehicleTaxRules = () =>
  useRefreshingMutation((state: string) => apiRequest<void>(`/vehicle-tax-rules/${state}`, { method: 'DELETE' }))
