import { typedPercent } from '@/lib/percent'
import { useParams } from 'react-router'
import { FormPage } from '@/components/ui/FormPage'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { useSaveThenGo } from '@/components/ui/use-save-then-go'
import { todayISO } from '@/lib/dates'
import { useDebt } from '../api/get-debt'
import { useRenegotiateDebt, type RenegotiationInput } from '../api/renegotiations'
import type { Debt } from '../api/types'
import { DebtLoadError } from '../components/DebtLoadError'
import { RenegotiationForm } from '../components/RenegotiationForm'

export default function RenegotiateDebtRoute() {
  const debt = useDebt(Number(useParams().id))
  if (debt.isLoading) return <PageSpinner />
  return debt.data ? <Renegotiation debt={debt.data} /> : <DebtLoadError error={debt.error} />
}

/** Renegotiation is the form of a debt's new terms, starting from its balance, rate, system and term today. */
function Renegotiation({ debt }: { debt: Debt }) {
  const renegotiate = useRenegotiateDebt()
  const back = `/debts/${debt.id}`
  const save = useSaveThenGo((input: RenegotiationInput) => renegotiate.mutateAsync({ id: debt.id, ...input }), 'Dívida renegociada com sucesso!', back)
  const defaults = {
    date: todayISO(),
    originalAmount: debt.currentAmount,
    interestRate: typedPercent(debt.interestRate),
    ratePeriod: 'month' as const,
    system: debt.system === 'sac' ? ('sac' as const) : ('price' as const),
    installments: debt.installments,
    firstDueDate: '',
    graceMonths: 0,
    graceInterest: 'paid' as const,
    fees: 0,
    index: debt.index,
    indexLag: debt.indexLag,
    notes: '',
  }
  return (
    <FormPage backTo={back} backLabel="Voltar" title="Renegociar Dívida" subtitle={<>{debt.creditorName}</>} width="max-w-3xl">
      <RenegotiationForm defaultValues={defaults} balance={debt.currentAmount} cancelTo={back} onSubmit={save} />
    </FormPage>
  )
}
