import { SourceField } from '@/components/ui/SourceField'
import { sourceOf } from '@/lib/counterparts'
import { planSummary } from '@/lib/installment-plan'
import { InstallmentSaleFields } from '@/components/ui/InstallmentSaleFields'
import { useNavigate, useParams } from 'react-router'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { DateField, FormActions, InputField, MoneyField, SelectField, TextAreaField } from '@/components/ui/fields'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { useToast } from '@/components/ui/Toast'
import { ApiError } from '@/lib/api-client'
import { formatDate, todayISO } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import { showServerErrors } from '@/lib/form-errors'
import { FormPage } from '@/components/ui/FormPage'
import { useVehicle } from '../api/get-vehicle'
import { useSellVehicle } from '../api/sell-vehicle'
import type { Vehicle } from '../api/types'
import { VehicleMissing } from '../components/VehicleNotFound'
import { PAYMENT_LABELS, formatPlate, margin } from '../lib/format'
import { saleSchema, type SaleFormValues } from '../lib/schemas'

const PAYMENT_OPTIONS = Object.entries(PAYMENT_LABELS)

export default function VehicleSaleRoute() {
  const id = Number(useParams().id)
  const { data: vehicle, isLoading, error } = useVehicle(id)

  if (isLoading) return <PageSpinner />
  if (!vehicle) return <VehicleMissing error={error} />
  return <SaleForm vehicle={vehicle} />
}

function SaleForm({ vehicle }: { vehicle: Vehicle }) {
  const navigate = useNavigate()
  const toast = useToast()
  const sell = useSellVehicle()
  const form = useForm<SaleFormValues>({
    resolver: zodResolver(saleSchema),
    // docs/product.md §5: the price defaults to the vehicle's selling price, else its purchase price; the date to today.
    defaultValues: {
      sellingPrice: vehicle.sellingPrice > 0 ? vehicle.sellingPrice : vehicle.purchasePrice,
      soldDate: todayISO(),
      paymentMethod: 'cash',
      notes: '',
      buyerName: '',
      buyerDocument: '',
      accountId: '',
      counterpartReason: '',
      installments: '',
      downPayment: 0,
      firstDueDate: '',
      interestRate: 0,
      system: 'price',
    },
  })
  const { register, control, handleSubmit, setError, watch } = form
  const { errors } = form.formState
  const [price, method, installments, downPayment, rate, system] = watch(['sellingPrice', 'paymentMethod', 'installments', 'downPayment', 'interestRate', 'system'])
  const inInstallments = method === 'installments'
  const plan = inInstallments ? planSummary(price || 0, downPayment || 0, Number(installments), rate || 0, system) : ''
  const m = margin(vehicle.purchasePrice, price, vehicle.costs)
  const back = `/vehicles/${vehicle.id}`

  const submit = handleSubmit(async (values) => {
    try {
      const { installments: count, downPayment: down, firstDueDate: first, interestRate, system: schedule, ...sale } = values
      await sell.mutateAsync({
        id: vehicle.id,
        ...sale,
        notes: values.notes.trim(),
        ...sourceOf(values.accountId, values.counterpartReason),
        ...(sale.paymentMethod === 'installments'
          ? { installments: Number(count), downPayment: down, ...(first ? { firstDueDate: first } : {}), ...(interestRate > 0 ? { interestRate, system: schedule } : {}) }
          : {}),
      })
      toast.success('Venda registrada com sucesso!')
      navigate(back)
    } catch (err) {
      console.error('Erro ao vender veículo', err)
      showServerErrors(err, setError)
      toast.error('Erro ao vender veículo', err instanceof ApiError ? err.message : 'Tente novamente.')
    }
  })

  return (
    <FormPage backTo={back} backLabel="Voltar para o veículo" title="Vender Veículo" subtitle={`${vehicle.make} ${vehicle.model} · ${vehicle.year} · ${formatPlate(vehicle.licensePlate)}`} width="max-w-2xl">
      {vehicle.status === 'sold' ? (
        <div role="alert" className="mt-6 rounded-xl border border-amber-200 bg-amber-50 p-5 text-amber-900">
          Este veículo já foi vendido em {formatDate(vehicle.soldDate)}.
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-6 space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
          <div className="grid gap-5 sm:grid-cols-2">
            <MoneyField label="Preço de venda" error={errors.sellingPrice?.message} control={control} name="sellingPrice" />
            <DateField label="Data da venda" error={errors.soldDate?.message} control={control} name="soldDate" />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField label="Nome do comprador (opcional)" error={errors.buyerName?.message} autoComplete="off" registration={register('buyerName')} />
            <InputField label="CPF ou CNPJ do comprador (opcional)" error={errors.buyerDocument?.message} autoComplete="off" registration={register('buyerDocument')} />
          </div>
          <SelectField label="Forma de pagamento" error={errors.paymentMethod?.message} options={PAYMENT_OPTIONS} registration={register('paymentMethod')} />
          {inInstallments && (
            <div className="grid gap-5 sm:grid-cols-3">
              <InstallmentSaleFields form={form} />
            </div>
          )}
          {plan && (
            <p className="text-sm text-slate-700">
              Parcelas: <strong>{plan}</strong>. O restante fica em A receber.
            </p>
          )}
          <SourceField
            form={form}
            name="accountId"
            label={inInstallments ? 'Entrada recebida em' : 'Recebido em'}
            event="proceeds"
            hint="A conta em que o dinheiro entrou; sem conta, para onde ele foi"
          />
          <TextAreaField label="Observações" error={errors.notes?.message} registration={register('notes')} />

          <dl className="grid gap-3 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-500">Preço de compra</dt>
              <dd className="font-semibold text-slate-900">{formatBRL(vehicle.purchasePrice)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Preço de venda</dt>
              <dd className="font-semibold text-slate-900">{formatBRL(price)}</dd>
            </div>
            {vehicle.costs > 0 && (
              <div>
                <dt className="text-slate-500">Custos</dt>
                <dd className="font-semibold text-slate-900">{formatBRL(vehicle.costs)}</dd>
              </div>
            )}
            <div>
              <dt className="text-slate-500">Margem de lucro</dt>
              <dd className={`font-semibold ${m && m.amount < 0 ? 'text-red-700' : 'text-emerald-700'}`}>
                {m ? `${formatBRL(m.amount)} (${m.percent})` : 'Não calculado'}
              </dd>
            </div>
          </dl>

          <FormActions cancelTo={back} busy={sell.isPending} submitText="Confirmar Venda" busyText="Registrando..." />
        </form>
      )}
    </FormPage>
  )
}
