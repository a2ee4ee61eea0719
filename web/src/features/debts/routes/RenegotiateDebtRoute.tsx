import { useParams } from 'react-router'
import { FormPage } from '@/components/ui/FormPage'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { useSaveThenGo } from '@/components/ui/use-save-then-go'
import { todayISO } from '@/lib/dates'
import { useDebt } from '../api/get-debt'
import { useRenegotiateDebt, type RenegotiationInput } from '../api/renegotiations'
import { DebtLoadError } from '../components/DebtLoadError'
import { RenegotiationForm } from '../components/RenegotiationForm'

export default function RenegotiateDebtRoute() {
  const id = Number(useParams().id)
  const { data: debt, isLoading, error } = useDebt(id)
  const renegotiate = useRenegotiateDebt()
  const save = useSaveThenGo((input: RenegotiationInput) => renegotiate.mutateAsync({ id, ...input }), 'Dívida renegociada com sucesso!', `/debts/${id}`)

  if (isLoading) return <PageSpinner />
  if (!debt) return <DebtLoadError error={error} />

  return (
    <FormPage backTo={`/debts/${id}`} backLabel="Voltar" title="Renegociar Dívida" subtitle={<>{debt.creditorName}</>} width="max-w-3xl">
      <RenegotiationForm
        defaultValues={{
          date: todayISO(),
          originalAmount: debt.currentAmount,
          interestRate: debt.interestRate,
          system: debt.system === 'sac' ? 'sac' : 'price',
          installments: debt.installments,
          firstDueDate: '',
          graceMonths: 0,
          graceInterest: 'paid',
          fees: 0,
          index: debt.index,
          indexLag: debt.indexLag,
          notes: '',
        }}
        balance={debt.currentAmount}
        cancelTo={`/debts/${id}`}
        onSubmit={save}
      />
    </FormPage>
  )
}
