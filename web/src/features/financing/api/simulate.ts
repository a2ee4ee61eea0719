import { queryOptions, useQueries } from '@tanstack/react-query'
import type { RequestBody, Schemas } from '@/lib/api-types'
import { apiData } from '@/lib/queries'

/** Simulation is a Price or SAC schedule as POST /api/financing/simulate answers it (money in reais, rates in percent). */
export type Simulation = Schemas['Simulation']
export type SimulationInput = RequestBody<'/financing/simulate', 'post'>
export type FinancingSystem = 'price' | 'sac'

/** simulate computes one schedule on the server; nothing is stored. */
export function simulate(input: SimulationInput): Promise<Simulation> {
  return apiData<Simulation>('/financing/simulate', { method: 'POST', body: input })
}

/** simulationQueryOptions keeps a schedule by its inputs: the same inputs are not asked for twice. */
export const simulationQueryOptions = (input: Omit<SimulationInput, 'system'>, system: FinancingSystem) =>
  queryOptions({ queryKey: ['financing', 'simulate', system, input], queryFn: () => simulate({ ...input, system }), staleTime: Infinity })

/** useSimulations asks for the Price and the SAC schedules of the same inputs side by side, once inputs are given. */
export function useSimulations(input: Omit<SimulationInput, 'system'> | null) {
  return useQueries({
    queries: (['price', 'sac'] as const).map((system) => ({ ...simulationQueryOptions(input ?? { amount: 0, installments: 0 }, system), enabled: input !== null })),
  })
}
