import type { ReactNode } from 'react'
import { useNavigate, useParams } from 'react-router'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormField, buttonClass, inputClass } from '@/components/ui/FormField'
import { MoneyInput } from '@/components/ui/MoneyInput'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { useToast } from '@/components/ui/Toast'
import { todayISO } from '@/lib/dates'
import { formatBRL, fromCents, toCents } from '@/lib/money'
import { useAsset } from '../api/get-asset'
import { useSellAsset } from '../api/sell-asset'
import type { Asset, PaymentMethod } from '../api/types'
import { AssetNotFound } from '../components/AssetNotFound'
import { NotActive } from '../components/NotActive'
import { showServerErrors } from '@/lib/form-errors'
import { FormPage } from '@/components/ui/FormPage'
import { appreciation, formatSignedPercent, PAYMENT_LABEL } from '../lib/labels'
import { saleSchema, type SaleFormValues } from '../lib/schemas'

export default function AssetSaleRoute() {
  const id = Number(useParams().id)
  const { data: asset, isLoading } = useAsset(id)
  if (isLoading) return <PageSpinner />
  if (!asset) return <AssetNotFound />
  if (asset.status !== 'active') return <NotActive asset={asset} action="Venda" />
  return <SaleForm asset={asset} />
}

function SaleForm({ asset }: { asset: Asset }) {
  const navigate = useNavigate()
  const toast = useToast()
  const sell = useSellAsset()
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SaleFormValues>({
    resolver: zodResolver(saleSchema),
    // Spec §5: payment in cash and the asset's current value by default.
    defaultValues: {
      saleDate: todayISO(),
      saleValue: asset.currentValue,
      buyerName: '',
      buyerEmail: '',
      buyerPhone: '',
      paymentMethod: 'cash',
      installments: '',
      notes: '',
    },
  })
  const [saleValue, method, installments] = watch(['saleValue', 'paymentMethod', 'installments'])
  const result = fromCents(toCents(saleValue || 0) - toCents(asset.acquisitionValue))
  const percent = appreciation(asset.acquisitionValue, saleValue || 0)
  const count = Number(installments)

  const submit = handleSubmit(async (v) => {
    try {
      await sell.mutateAsync({
        id: asset.id,
        saleDate: v.saleDate,
        saleValue: v.saleValue,
        buyerName: v.buyerName.trim(),
        buyerEmail: v.buyerEmail.trim(),
        buyerPhone: v.buyerPhone.trim(),
        paymentMethod: v.paymentMethod,
        installments: v.paymentMethod === 'installments' ? Number(v.installments) : undefined,
        notes: v.notes.trim(),
      })
      toast.success('Venda registrada com sucesso!')
      navigate(`/assets/${asset.id}`)
    } catch (err) {
      console.error('Erro ao registrar venda', err)
      if (!showServerErrors(err, setError)) toast.error('Erro ao registrar venda. Tente novamente.')
    }
  })

  const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6'
  return (
    <FormPage backTo={`/assets/${asset.id}`} backLabel="Voltar para o ativo" title="Registrar Venda" subtitle={asset.description} width="max-w-4xl">
      <form onSubmit={submit} noValidate className="mt-6 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-6">
          <section className={`${card} grid gap-5 sm:grid-cols-2`}>
            <FormField label="Data da venda" htmlFor="saleDate" error={errors.saleDate?.message}>
              <input id="saleDate" type="date" className={inputClass} aria-invalid={!!errors.saleDate} {...register('saleDate')} />
            </FormField>
            <FormField label="Valor da venda" htmlFor="saleValue" error={errors.saleValue?.message}>
              <Controller
                control={control}
                name="saleValue"
                render={({ field }) => <MoneyInput id="saleValue" aria-invalid={!!errors.saleValue} value={field.value} onChange={field.onChange} />}
              />
            </FormField>
            <FormField label="Forma de pagamento" htmlFor="paymentMethod">
              <select id="paymentMethod" className={inputClass} {...register('paymentMethod')}>
                {(Object.keys(PAYMENT_LABEL) as PaymentMethod[]).map((m) => (
                  <option key={m} value={m}>
                    {PAYMENT_LABEL[m]}
                  </option>
                ))}
              </select>
            </FormField>
            {method === 'installments' && (
              <FormField label="Número de parcelas" htmlFor="installments" error={errors.installments?.message}>
                <input id="installments" type="number" min={2} step={1} className={inputClass} aria-invalid={!!errors.installments} {...register('installments')} />
              </FormField>
            )}
          </section>
          <section className={`${card} grid gap-5 sm:grid-cols-2`}>
            <h2 className="text-lg font-semibold text-slate-900 sm:col-span-2">Comprador</h2>
            <div className="sm:col-span-2">
              <FormField label="Nome do comprador" htmlFor="buyerName" error={errors.buyerName?.message}>
                <input id="buyerName" className={inputClass} aria-invalid={!!errors.buyerName} {...register('buyerName')} />
              </FormField>
            </div>
            <FormField label="Email do comprador" htmlFor="buyerEmail" error={errors.buyerEmail?.message}>
              <input id="buyerEmail" type="email" className={inputClass} aria-invalid={!!errors.buyerEmail} {...register('buyerEmail')} />
            </FormField>
            <FormField label="Telefone do comprador" htmlFor="buyerPhone" error={errors.buyerPhone?.message}>
              <input id="buyerPhone" type="tel" className={inputClass} {...register('buyerPhone')} />
            </FormField>
            <div className="sm:col-span-2">
              <FormField label="Observações" htmlFor="notes" error={errors.notes?.message}>
                <textarea id="notes" rows={2} className={inputClass} {...register('notes')} />
              </FormField>
            </div>
          </section>
        </div>

        <aside aria-label="Resumo da venda" className={`${card} h-fit space-y-3 text-sm`}>
          <h2 className="text-lg font-semibold text-slate-900">Resumo</h2>
          <Line label="Valor de aquisição" value={formatBRL(asset.acquisitionValue)} />
          <Line label="Valor atual" value={formatBRL(asset.currentValue)} />
          <Line label="Valor da venda" value={formatBRL(saleValue || 0)} />
          {method === 'installments' && count >= 2 && (
            <Line label="Parcelas" value={`${count}x de ${formatBRL(fromCents(Math.round(toCents(saleValue || 0) / count)))}`} />
          )}
          <div className="border-t border-slate-100 pt-3">
            <Line
              label="Resultado"
              value={
                <span className={result < 0 ? 'text-red-600' : 'text-emerald-600'}>
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
