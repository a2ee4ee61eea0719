import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from 'react-router'
import { Calculator, Save } from 'lucide-react'
import { DescriptionList } from '@/components/ui/DescriptionList'
import { FormPage } from '@/components/ui/FormPage'
import { DateField, InputField, MoneyField, SelectField } from '@/components/ui/fields'
import { buttonClass } from '@/components/ui/FormField'
import { LoadError } from '@/components/ui/LoadError'
import { Spinner } from '@/components/ui/Spinner'
import { useSession } from '@/lib/auth'
import { formatBRL, formatPercent } from '@/lib/money'
import { hasPermission } from '@/lib/permissions'
import { useSimulations, type Simulation, type SimulationInput } from '../api/simulate'
import { BalanceChart, SERIES } from '../components/BalanceChart'
import { ScheduleTable } from '../components/ScheduleTable'
import { SIMULATOR_DEFAULTS, simulatorSchema, type SimulatorValues } from '../lib/schemas'
import { percentOf, RATE_PERIOD_OPTIONS } from '@/lib/percent'


/**
 * SimulatorRoute is 'Simular financiamento': an amount, a rate (a.m. or a.a.), a term and the fees give the Price and
 * the SAC schedules side by side, computed by the server in centavos, with the balance of both on one chart and
 * every installment on request.
 */
export default function SimulatorRoute() {
  const [input, setInput] = useState<Omit<SimulationInput, 'system'> | null>(null)
  const [shown, setShown] = useState<Simulation['system'] | null>(null)
  const results = useSimulations(input)
  const { user: me } = useSession()
  const canSave = hasPermission(me?.role, 'debts.create')
  const form = useForm<SimulatorValues>({ resolver: zodResolver(simulatorSchema), defaultValues: SIMULATOR_DEFAULTS })
  const { control, register, handleSubmit, watch } = form
  const { errors } = form.formState
  const submit = handleSubmit((v) => {
    const rate = percentOf(v.rate)
    setInput({
      amount: v.amount,
      installments: v.installments,
      fees: v.fees,
      ...(v.ratePeriod === 'month' ? { monthlyRate: rate } : { annualRate: rate }),
      ...(v.contractDate ? { contractDate: v.contractDate } : {}),
      ...(v.firstDueDate ? { firstDueDate: v.firstDueDate } : {}),
    })
  })
  const schedules = results.map((r) => r.data).filter((s): s is Simulation => s !== undefined)
  const failed = results.some((r) => r.isError)

  return (
    <FormPage backTo="/debts" backLabel="Voltar para dívidas" title="Simular financiamento" subtitle="Compare a Tabela Price e o SAC antes de contratar" width="max-w-6xl">
      <form onSubmit={submit} noValidate aria-label="Dados do financiamento" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="grid gap-5 sm:grid-cols-2">
          <MoneyField label="Valor financiado" error={errors.amount?.message} control={control} name="amount" />
          <div className="grid grid-cols-[minmax(0,1fr)_7.5rem] gap-2">
            <InputField label="Taxa de juros (%)" inputMode="decimal" placeholder="1,5" error={errors.rate?.message} registration={register('rate')} />
            <SelectField label="Período" options={RATE_PERIOD_OPTIONS} registration={register('ratePeriod')} />
          </div>
          <InputField label="Prazo (parcelas mensais)" type="number" inputMode="numeric" min={1} max={600} step={1} error={errors.installments?.message} registration={register('installments', { valueAsNumber: true })} />
          <MoneyField label="Tarifas e IOF (opcional)" hint="Descontados do valor recebido: entram no CET" error={errors.fees?.message} control={control} name="fees" />
          <DateField label="Data do contrato (opcional)" hint="Em branco: hoje" error={errors.contractDate?.message} control={control} name="contractDate" />
          <DateField
            label="Vencimento da primeira parcela (opcional)"
            hint="Em branco: um mês após o contrato; outro prazo tem juros pro rata die"
            error={errors.firstDueDate?.message}
            control={control}
            name="firstDueDate"
          />
        </div>
        <div className="mt-5 flex justify-end">
          <button type="submit" className={buttonClass.primary}>
            <Calculator aria-hidden className="h-4 w-4" /> Simular
          </button>
        </div>
      </form>

      {failed && (
        <div className="mt-6">
          <LoadError message="Erro ao simular o financiamento. Tente novamente." onRetry={() => results.forEach((r) => void r.refetch())} />
        </div>
      )}
      {input && !failed && schedules.length < 2 && (
        <div className="mt-6 flex justify-center">
          <Spinner />
        </div>
      )}
      {input && schedules.length === 2 && (
        <section aria-label="Resultado da simulação" className="mt-6 space-y-6">
          <p className="text-sm text-slate-600">
            Taxa efetiva de {formatPercent(schedules[0].monthlyRate)} ao mês, {formatPercent(schedules[0].annualRate)} ao ano
            {watch('ratePeriod') === 'year' ? ' (convertida: (1 + taxa anual)^(1/12) − 1)' : ''}.
          </p>
          <div className="grid gap-6 md:grid-cols-2">
            {schedules.map((s) => (
              <SystemCard
                key={s.system}
                schedule={s}
                saveTo={canSave && input ? newDebtLink(s, input) : undefined}
                open={shown === s.system}
                onToggle={() => setShown(shown === s.system ? null : s.system)}
              />
            ))}
          </div>
          {schedules
            .filter((s) => s.system === shown)
            .map((s) => (
              <ScheduleTable key={s.system} schedule={s} caption={`Parcelas — ${labelOf(s)}`} />
            ))}
          <section aria-labelledby="balance-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="balance-title" className="mb-3 text-lg font-semibold text-slate-900">
              Saldo devedor
            </h2>
            <BalanceChart amount={input.amount} schedules={schedules} />
          </section>
        </section>
      )}
    </FormPage>
  )
}

/** labelOf names a schedule's system. */
const labelOf = (schedule: Simulation) => SERIES.find((s) => s.system === schedule.system)!.label

/** newDebtLink is the new-debt form filled with a simulation: its system, amount, monthly rate, term, fees and days. */
function newDebtLink(schedule: Simulation, input: Omit<SimulationInput, 'system'>): string {
  const query = new URLSearchParams({
    system: schedule.system,
    amount: String(input.amount),
    rate: String(schedule.monthlyRate),
    installments: String(input.installments),
    fees: String(input.fees ?? 0),
    ...(input.contractDate ? { contractDate: input.contractDate } : {}),
    ...(input.firstDueDate ? { firstDueDate: input.firstDueDate } : {}),
  })
  return `/debts/new?${query}`
}

/**
 * SystemCard sums up one schedule; its button shows or hides the schedule's installments under the cards, and
 * 'Salvar como dívida' (for who may create debts) opens the new-debt form filled with it.
 */
function SystemCard({ schedule, saveTo, open, onToggle }: { schedule: Simulation; saveTo?: string; open: boolean; onToggle: () => void }) {
  const label = labelOf(schedule)
  const first = schedule.installments[0]
  const last = schedule.installments[schedule.installments.length - 1]
  return (
    <article aria-label={label} className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{label}</h2>
      <p className="text-sm text-slate-500">{schedule.system === 'price' ? 'Parcelas iguais' : 'Amortizações iguais, parcelas decrescentes'}</p>
      <DescriptionList
        look="split"
        className="mt-3"
        rows={[
          ['Primeira parcela', formatBRL(first.payment)],
          ['Última parcela', formatBRL(last.payment)],
          ['Total de juros', formatBRL(schedule.totalInterest)],
          ['Total pago', formatBRL(schedule.totalPaid)],
          ['CET', `${formatPercent(schedule.cetMonthly)} a.m. · ${formatPercent(schedule.cetAnnual)} a.a.`],
        ]}
      />
      <button type="button" aria-expanded={open} onClick={onToggle} className={`${buttonClass.secondary} mt-4 w-full`}>
        {open ? 'Ocultar parcelas' : `Ver as ${schedule.installments.length} parcelas`}
      </button>
      {saveTo && (
        <Link to={saveTo} className={`${buttonClass.primary} mt-2 w-full`}>
          <Save aria-hidden className="h-4 w-4" /> Salvar como dívida
        </Link>
      )}
    </article>
  )
}
