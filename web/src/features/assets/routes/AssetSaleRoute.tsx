import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { DateField, InputField, MoneyField, SelectField, TextAreaField } from '@/components/ui/fields'
import { SourceField } from '@/components/ui/SourceField'
import { sourceOf } from '@/lib/counterparts'
import { planSummary } from '@/lib/installment-plan'
import { InstallmentSaleFields } from '@/components/ui/InstallmentSaleFields'
import { buttonClass } from '@/components/ui/FormField'
import { useActionSubmit } from '@/components/ui/use-action-submit'
import { todayISO } from '@/lib/dates'
import { formatBRL, fromCents, toCents } from '@/lib/money'
import { useSellAsset } from '../api/sell-asset'
import type { Asset, PaymentMethod } from '../api/types'
import { ActiveAsset } from '../components/ActiveAsset'
import { FormPage } from '@/components/ui/FormPage'
import { appreciation, formatSignedPercent, PAYMENT_LABEL } from '../lib/labels'
import { saleSchema, type SaleFormValues } from '../lib/schemas'

const PAYMENT_OPTIONS = (Object.keys(PAYMENT_LABEL) as PaymentMethod[]).map((m) => [m, PAYMENT_LABEL[m]] as const)

export default function AssetSaleRoute() {
  return <ActiveAsset action="Venda" form={(asset) => <SaleForm asset={asset} />} />
}

function SaleForm({ asset }: { asset: Asset }) {
  const navigate = useNavigate()
  const sell = useSellAsset()
  const form = useForm<SaleFormValues>({
    resolver: zodResolver(saleSchema),
    // docs/product.md §5: payment in cash and the asset's current value by default.
    defaultValues: {
      saleDate: todayISO(),
      saleValue: asset.currentValue,
      buyerName: '',
      buyerDocument: '',
      buyerEmail: '',
      buyerPhone: '',
      paymentMethod: 'cash',
      installments: '',
      notes: '',
      accountId: '',
      counterpartReason: '',
      downPayment: 0,
      firstDueDate: '',
      interestRate: 0,
      system: 'price',
    },
  })
  const { register, control, watch } = form
  const { errors, isSubmitting } = form.formState
  const [saleValue, method, installments, downPayment, rate, system] = watch(['saleValue', 'paymentMethod', 'installments', 'downPayment', 'interestRate', 'system'])
  const inInstallments = method === 'installments'
  const result = fromCents(toCents(saleValue || 0) - toCents(asset.acquisitionValue))
  const percent = appreciation(asset.acquisitionValue, saleValue || 0)
  const count = Number(installments)

  const submit = useActionSubmit(
    form,
    async (v) => {
      await sell.mutateAsync({
        id: asset.id,
        saleDate: v.saleDate,
        saleValue: v.saleValue,
        buyerName: v.buyerName.trim(),
        buyerDocument: v.buyerDocument,
        buyerEmail: v.buyerEmail.trim(),
        buyerPhone: v.buyerPhone.trim(),
        paymentMethod: v.paymentMethod,
        installments: v.paymentMethod === 'installments' ? Number(v.installments) : undefined,
        notes: v.notes.trim(),
        ...sourceOf(v.accountId, v.counterpartReason),
        ...(v.paymentMethod === 'installments'
          ? { downPayment: v.downPayment, ...(v.firstDueDate ? { firstDueDate: v.firstDueDate } : {}), ...(v.interestRate > 0 ? { interestRate: v.interestRate, system: v.system } : {}) }
          : {}),
      })
      navigate(`/assets/${asset.id}`)
    },
    'Venda registrada com sucesso!',
    'Erro ao registrar venda',
  )

  const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6'
  return (
    <FormPage backTo={`/assets/${asset.id}`} backLabel="Voltar para o ativo" title="Registrar Venda" subtitle={asset.description} width="max-w-4xl">
      <form onSubmit={submit} noValidate className="mt-6 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-6">
          <section className={`${card} grid gap-5 sm:grid-cols-2`}>
            <DateField label="Data da venda" error={errors.saleDate?.message} control={control} name="saleDate" />
            <MoneyField label="Valor da venda" error={errors.saleValue?.message} control={control} name="saleValue" />
            <SelectField label="Forma de pagamento" options={PAYMENT_OPTIONS} registration={register('paymentMethod')} />
            {inInstallments && (
              <>
                <InstallmentSaleFields form={form} />
              </>
            )}
            <SourceField
              form={form}
              name="accountId"
              label={inInstallments ? 'Entrada recebida em' : 'Recebido em'}
              event="proceeds"
              hint="A conta em que o dinheiro entrou; sem conta, para onde ele foi"
              className="sm:col-span-2"
            />
          </section>
          <section className={`${card} grid gap-5 sm:grid-cols-2`}>
            <h2 className="text-lg font-semibold text-slate-900 sm:col-span-2">Comprador</h2>
            <InputField label="Nome do comprador" error={errors.buyerName?.message} registration={register('buyerName')} />
            <InputField label="CPF ou CNPJ do comprador (opcional)" error={errors.buyerDocument?.message} registration={register('buyerDocument')} />
            <InputField label="Email do comprador" error={errors.buyerEmail?.message} type="email" registration={register('buyerEmail')} />
            <InputField label="Telefone do comprador" error={errors.buyerPhone?.message} type="tel" registration={register('buyerPhone')} />
            <TextAreaField label="Observações" error={errors.notes?.message} rows={2} registration={register('notes')} className="sm:col-span-2" />
          </section>
        </div>

        <aside aria-label="Resumo da venda" className={`${card} h-fit space-y-3 text-sm`}>
          <h2 className="text-lg font-semibold text-slate-900">Resumo</h2>
          <Line label="Valor de aquisição" value={formatBRL(asset.acquisitionValue)} />
          <Line label="Valor atual" value={formatBRL(asset.currentValue)} />
          <Line label="Valor da venda" value={formatBRL(saleValue || 0)} />
          {inInstallments && downPayment > 0 && <Line label="Entrada" value={formatBRL(downPayment)} />}
          {inInstallments && planSummary(saleValue || 0, downPayment || 0, count, rate || 0, system) && (
            <Line label="Parcelas" value={planSummary(saleValue || 0, downPayment || 0, count, rate || 0, system)} />
          )}
          {inInstallments && <p className="text-xs text-slate-500">O restante fica em A receber, com as parcelas e os recebimentos.</p>}
          <div className="border-t border-slate-100 pt-3">
            <Line
              label="Resultado"
              value={
                <span className={result < 0 ? 'text-red-700' : 'text-emerald-700'}>
                  {formatBRL(result)} ({formatSignedPercent(percent)})
                </span>
              }
            />
          </div>
          <button type="submit" disabled={isSubmitting} className={`${buttonClass.primary} mt-2 w-full`}>
            {isSubmitting ? 'Registrando...' : 'Registrar Venda'}
          </button>
          <button type="button" onClick={() => navigate(`/assets/${asset.id}`)} className={`${buttonClass.secondary} w-full`}>
            Cancelar
          </button>
        </aside>
      </form>
    </FormPage>
  )
}

function Line({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <span className="text-slate-500">{label}</span>
      <span className="text-right font-medium text-slate-900">{value}</span>
    </div>
  )
}
