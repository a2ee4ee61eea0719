import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormAlert } from '@/components/ui/FormAlert'
import { DateField, FormActions, InputField, MoneyField, SelectField, TextAreaField } from '@/components/ui/fields'
import { useFormSubmit } from '@/components/ui/use-form-submit'
import { labels } from '@/lib/vocabulary'
import { leaseInput, leaseSchema, type LeaseFormInput, type LeaseFormValues } from '../lib/schemas'

const INDEX_OPTIONS = Object.entries(labels.leaseIndexes) as [string, string][]
const GUARANTEE_OPTIONS = Object.entries(labels.guarantees) as [string, string][]
const section = 'space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6'
const heading = 'text-lg font-semibold text-slate-900'

/**
 * LeaseForm is the lease's form, new or edited: the tenant, the term and the rent, its readjustment, the guarantee
 * and the late charges. A failure puts the server's messages on their fields and says failMessage above them.
 */
export function LeaseForm({
  defaultValues,
  submitText,
  failMessage,
  cancelTo,
  onSave,
}: {
  defaultValues: LeaseFormValues
  submitText: string
  failMessage: string
  cancelTo: string
  onSave: (input: LeaseFormInput) => Promise<unknown>
}) {
  const form = useForm<LeaseFormValues>({ resolver: zodResolver(leaseSchema), defaultValues })
  const { register, control, watch } = form
  const { errors, isSubmitting } = form.formState
  const guarantee = watch('guarantee')
  const index = watch('index')
  const { alert, submit } = useFormSubmit(form, leaseInput, onSave, failMessage)

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-6">
      {alert && <FormAlert>{alert}</FormAlert>}
      <section className={section} aria-labelledby="lease-tenant">
        <h2 id="lease-tenant" className={heading}>
          Locatário
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField label="Nome do locatário" error={errors.tenantName?.message} registration={register('tenantName')} />
          <InputField label="CPF ou CNPJ (opcional)" inputMode="numeric" error={errors.tenantDocument?.message} registration={register('tenantDocument')} />
          <InputField label="Email (opcional)" type="email" error={errors.tenantEmail?.message} registration={register('tenantEmail')} />
          <InputField label="Telefone (opcional)" type="tel" placeholder="(11) 91234-5678" error={errors.tenantPhone?.message} registration={register('tenantPhone')} />
        </div>
      </section>

      <section className={section} aria-labelledby="lease-terms">
        <h2 id="lease-terms" className={heading}>
          Prazo e aluguel
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <DateField label="Início do contrato" error={errors.startDate?.message} control={control} name="startDate" />
          <InputField label="Prazo (meses)" inputMode="numeric" error={errors.termMonths?.message} registration={register('termMonths')} />
          <MoneyField label="Aluguel mensal" error={errors.rent?.message} control={control} name="rent" />
          <InputField
            label="Dia de vencimento"
            hint="Num mês sem esse dia, vence no último dia do mês"
            inputMode="numeric"
            error={errors.dueDay?.message}
            registration={register('dueDay')}
          />
        </div>
        <h3 className="pt-1 font-medium text-slate-900">Reajuste</h3>
        <div className="grid gap-5 sm:grid-cols-3">
          <SelectField label="Índice de reajuste" error={errors.index?.message} options={INDEX_OPTIONS} registration={register('index')} />
          {index !== 'none' && (
            <>
              <InputField label="A cada (meses)" inputMode="numeric" error={errors.readjustMonths?.message} registration={register('readjustMonths')} />
              <InputField
                label="Defasagem do índice (meses)"
                hint="1: os 12 meses até o mês anterior ao do aniversário"
                inputMode="numeric"
                error={errors.indexLag?.message}
                registration={register('indexLag')}
              />
            </>
          )}
        </div>
        {index !== 'none' && (
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" className="h-4 w-4 rounded border-slate-300" {...register('lowerOnDeflation')} />
            Índice acumulado negativo reduz o aluguel
          </label>
        )}
      </section>

      <section className={section} aria-labelledby="lease-guarantee">
        <h2 id="lease-guarantee" className={heading}>
          Garantia e encargos
        </h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField label="Garantia" error={errors.guarantee?.message} options={GUARANTEE_OPTIONS} registration={register('guarantee')} />
          {(guarantee === 'deposit' || guarantee === 'capitalization') && (
            <MoneyField
              label={guarantee === 'deposit' ? 'Valor da caução' : 'Valor do título'}
              hint={guarantee === 'deposit' ? 'Até 3 aluguéis (Lei do Inquilinato, art. 38)' : undefined}
              error={errors.guaranteeAmount?.message}
              control={control}
              name="guaranteeAmount"
            />
          )}
          {guarantee === 'guarantor' && (
            <>
              <InputField label="Nome do fiador" error={errors.guarantorName?.message} registration={register('guarantorName')} />
              <InputField label="CPF ou CNPJ do fiador" inputMode="numeric" error={errors.guarantorDocument?.message} registration={register('guarantorDocument')} />
            </>
          )}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField label="Multa por atraso (%)" inputMode="decimal" error={errors.lateFine?.message} registration={register('lateFine')} />
          <InputField
            label="Juros de mora (% ao mês)"
            hint="Pro rata por dia de atraso"
            inputMode="decimal"
            error={errors.lateInterest?.message}
            registration={register('lateInterest')}
          />
        </div>
        <TextAreaField label="Observações (opcional)" error={errors.notes?.message} registration={register('notes')} />
      </section>
      <FormActions cancelTo={cancelTo} busy={isSubmitting} submitText={submitText} />
    </form>
  )
}
