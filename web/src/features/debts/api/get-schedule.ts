import { useQuery } from '@tanstack/react-query'
import type { Schemas } from '@/lib/api-types'
import { apiData } from '@/lib/queries'

/** ScheduledInstallment is an installment of a debt's schedule with its due date, status and late charges. */
export type ScheduledInstallment = Schemas['ScheduledInstallment']

/** useDebtSchedule reads a debt's schedule (empty without one); payments and edits of debts refresh it. */
export const useDebtSchedule = (id: number, enabled: boolean) =>
  useQuery({ queryKey: ['debts', 'schedule', id], queryFn: () => apiData<ScheduledInstallment[]>(`/debts/${id}/schedule`), enabled })
