import { useNavigate } from 'react-router'
import { useFieldArray, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Plus, Trash2 } from 'lucide-react'
import { DateField, InputField, MoneyField, SelectField, TextAreaField } from '@/components/ui/fields'
import { buttonClass } from '@/components/ui/FormField'
import { useActionSubmit } from '@/components/ui/use-action-submit'
import { todayISO } from '@/lib/dates'
import { formatBRL, sumMoney } from '@/lib/money'
import { useExchangeAsset } from '../api/exchange-asset'
import type { Asset } from '../api/types'
import { ExchangeBalance } from '../components/ExchangeBalance'
import { ActiveAsset } from '../components/ActiveAsset'
import { FormPage } from '@/components/ui/FormPage'
import { TYPE_LABEL } from '../lib/labels'
import { exchangeSchema, type ExchangeFormValues } from '../lib/schemas'

export default function AssetExchangeRoute() {
  return <ActiveAsset action="Permuta" form={(asset) => <ExchangeForm asset={asset} />} />
}

const emptyAsset: ExchangeFormValues['newAssets'][number] = {
  description: '',
  type: 'real_estate',
  acquisitionValue: 0,
  currentValue: 0,
  address: '',
  area: '',
  rooms: '',
}

const NEW_ASSET_TYPES = (['real_estate', 'other'] as const).map((t) => [t, TYPE_LABEL[t]] as const)

function ExchangeForm({ asset }: { asset: Asset }) {
  const navigate = useNavigate()
  const exchange = useExchangeAsset()
  const form = useForm<ExchangeFormValues>({
    resolver: zodResolver(exchangeSchema),
    defaultValues: { exchangeDate: todayISO(), notes: '', newAssets: [] },
  })
  const { register, control, watch } = form
  const { errors, isSubmitting } = form.formState
  const { fields, append, remove } = useFieldArray({ control, name: 'newAssets' })
  const newAssets = watch('newAssets')
  // docs/product.md §9: the total is the sum of the new assets' current values (added in centavos).
  const total = sumMoney(newAssets.map((a) => a.currentValue))

  const submit = useActionSubmit(
    form,
    async (v) => {
      await exchange.mutateAsync({
        id: asset.id,
        exchangeDate: v.exchangeDate,
        totalValue: total,
        notes: v.notes.trim(),
        newAssets: v.newAssets.map((a) => ({
          description: a.description.trim(),
          type: a.type,
          acquisitionValue: a.acquisitionValue,
          currentValue: a.currentValue,
          acquisitionDate: v.exchangeDate, // received on the day of the exchange
          details: JSON.parse(
            JSON.stringify({ address: a.address.trim() || undefined, area: a.area ? Number(a.area) : undefined, rooms: a.rooms ? Number(a.rooms) : undefined }),
          ),
        })),
      })
      navigate(`/assets/${asset.id}`)
    },
    'Permuta registrada com sucesso!',
    'Erro ao registrar permuta',
  )

  const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6'
  const listError = errors.newAssets?.message ?? errors.newAssets?.root?.message
  return (
    <FormPage backTo={`/assets/${asset.id}`} backLabel="Voltar para o ativo" title="Registrar Permuta" subtitle={`${asset.description} · valor atual ${formatBRL(asset.currentValue)}`} width="max-w-4xl">
      <form onSubmit={submit} noValidate className="mt-6 space-y-6">
        <section className={`${card} grid gap-5 sm:grid-cols-2`}>
          <DateField label="Data da permuta" error={errors.exchangeDate?.message} control={control} name="exchangeDate" />
          <TextAreaField label="Observações" error={errors.notes?.message} rows={2} registration={register('notes')} className="sm:col-span-2" />
        </section>

        <section className={card}>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-semibold text-slate-900">Novos ativos</h2>
            <button type="button" onClick={() => append({ ...emptyAsset })} className={buttonClass.secondary}>
              <Plus aria-hidden className="h-4 w-4" /> Adicionar Ativo
            </button>
          </div>
          {listError && (
            <p role="alert" className="mb-4 text-sm text-red-700">
              {listError}
            </p>
          )}
          {fields.length === 0 && <p className="text-sm text-slate-500">Adicione os ativos recebidos na permuta.</p>}
          <ol className="space-y-4">
            {fields.map((f, i) => {
              const e = errors.newAssets?.[i]
              const p = `newAssets.${i}` as const
              return (
                <li key={f.id} aria-label={`Novo ativo ${i + 1}`} className="rounded-lg border border-slate-200 p-4">
                  <div className="mb-3 flex items-center justify-between">
                    <h3 className="font-medium text-slate-800">Novo ativo {i + 1}</h3>
                    <button type="button" onClick={() => remove(i)} aria-label={`Remover novo ativo ${i + 1}`} className="rounded p-1.5 text-red-700 hover:bg-red-50">
                      <Trash2 className="h-4 w-4" />
                    </button>
                  </div>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <InputField label="Descrição" error={e?.description?.message} registration={register(`${p}.description`)} className="sm:col-span-2" />
                    <SelectField label="Tipo" options={NEW_ASSET_TYPES} registration={register(`${p}.type`)} />
                    <MoneyField label="Valor de aquisição" error={e?.acquisitionValue?.message} control={control} name={`${p}.acquisitionValue`} />
                    <MoneyField label="Valor atual" error={e?.currentValue?.message} control={control} name={`${p}.currentValue`} />
                    <InputField label="Endereço" error={e?.address?.message} registration={register(`${p}.address`)} className="sm:col-span-2" />
                    <InputField label="Área (m²)" error={e?.area?.message} type="number" min={0} step={0.01} registration={register(`${p}.area`)} />
                    <InputField label="Quartos" error={e?.rooms?.message} type="number" min={0} step={1} registration={register(`${p}.rooms`)} />
                  </div>
                </li>
              )
            })}
          </ol>
          <ExchangeBalance given={asset.currentValue} received={total} />
        </section>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" onClick={() => navigate(`/assets/${asset.id}`)} className={buttonClass.secondary}>
            Cancelar
          </button>
          <button type="submit" disabled={isSubmitting} className={buttonClass.primary}>
            {isSubmitting ? 'Registrando...' : 'Registrar Permuta'}
          </button>
        </div>
      </form>
    </FormPage>
  )
}
