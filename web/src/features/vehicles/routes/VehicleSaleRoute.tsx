import { Link, useNavigate, useParams } from 'react-router'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormField, buttonClass, inputClass } from '@/components/ui/FormField'
import { MoneyInput } from '@/components/ui/MoneyInput'
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

export default function VehicleSaleRoute() {
  const id = Number(useParams().id)
  const { data: vehicle, isLoading, error } = useVehicle(id)

  if (isLoading) {
    return (
      <PageSpinner />
    )
  }
  if (!vehicle) return <VehicleMissing error={error} />
  return <SaleForm vehicle={vehicle} />
}

function SaleForm({ vehicle }: { vehicle: Vehicle }) {
  const navigate = useNavigate()
  const toast = useToast()
  const sell = useSellVehicle()
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<SaleFormValues>({
    resolver: zodResolver(saleSchema),
    // Spec §5: the price defaults to the vehicle's selling price, else its purchase price; the date to today.
    defaultValues: {
      sellingPrice: vehicle.sellingPrice > 0 ? vehicle.sellingPrice : vehicle.purchasePrice,
      soldDate: todayISO(),
      paymentMethod: 'cash',
      notes: '',
    },
  })
  const price = watch('sellingPrice')
  const m = margin(vehicle.purchasePrice, price)
  const back = `/vehicles/${vehicle.id}`

  const submit = handleSubmit(async (values) => {
    try {
      await sell.mutateAsync({ id: vehicle.id, ...values, notes: values.notes.trim() })
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
            <FormField label="Preço de Venda" htmlFor="sellingPrice" error={errors.sellingPrice?.message}>
              <Controller
                control={control}
                name="sellingPrice"
                render={({ field }) => (
                  <MoneyInput id="sellingPrice" aria-invalid={!!errors.sellingPrice} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
                )}
              />
            </FormField>
            <FormField label="Data da Venda" htmlFor="soldDate" error={errors.soldDate?.message}>
              <input id="soldDate" type="date" className={inputClass} aria-invalid={!!errors.soldDate} {...register('soldDate')} />
            </FormField>
          </div>
          <FormField label="Forma de Pagamento" htmlFor="paymentMethod" error={errors.paymentMethod?.message}>
            <select id="paymentMethod" className={inputClass} {...register('paymentMethod')}>
              {Object.entries(PAYMENT_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="Observações" htmlFor="notes" error={errors.notes?.message}>
            <textarea id="notes" rows={3} className={inputClass} {...register('notes')} />
          </FormField>

          <dl className="grid gap-3 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-500">Preço de compra</dt>
              <dd className="font-semibold text-slate-900">{formatBRL(vehicle.purchasePrice)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Preço de venda</dt>
              <dd className="font-semibold text-slate-900">{formatBRL(price)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Margem de lucro</dt>
              <dd className={`font-semibold ${m && m.amount < 0 ? 'text-red-700' : 'text-emerald-700'}`}>
                {m ? `${formatBRL(m.amount)} (${m.percent})` : 'Não calculado'}
              </dd>
            </div>
          </dl>

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link to={back} className={buttonClass.secondary}>
              Cancelar
            </Link>
            <button type="submit" disabled={sell.isPending} className={buttonClass.primary}>
              {sell.isPending ? 'Registrando...' : 'Confirmar Venda'}
            </button>
          </div>
        </form>
      )}
    </FormPage>
  )
}
