import { useState } from 'react'
import { renavamDigits } from '../lib/registry'
import { useForm, Controller } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { FileText } from 'lucide-react'
import { FileUpload } from '@/components/ui/FileUpload'
import { RemoveButton } from '@/components/ui/RemoveButton'
import { DateField, FormActions, InputField, MoneyField, SelectField, TextAreaField } from '@/components/ui/fields'
import { SourceField } from '@/components/ui/SourceField'
import { sourceOf } from '@/lib/counterparts'
import { STATE_OPTIONS } from '@/lib/states'
import { FormField, controlProps, inputClass } from '@/components/ui/FormField'
import { useToast } from '@/components/ui/Toast'
import { ApiError } from '@/lib/api-client'
import { UploadError, uploadFiles } from '@/lib/upload'
import { showServerErrors } from '@/lib/form-errors'
import type { VehicleAttachment, VehiclePayload } from '../api/types'
import { CATEGORY_LABELS, IPVA_OPTIONS, LICENSING_OPTIONS, STATUS_LABELS } from '../lib/format'
import { formatPlate } from '../lib/format'
import { MIN_YEAR, fipeDigits, maxYear, normalizePlate, optionalNumber, vehicleSchema, type VehicleFormValues } from '../lib/schemas'

type NewFile = { file: File; category: string }

type Props = {
  mode: 'create' | 'edit'
  defaultValues: VehicleFormValues
  attachments?: VehicleAttachment[]
  submitText: string
  savingText: string
  cancelTo: string
  /** errorTitle is the toast shown when the save fails (and what goes to the console, docs/product.md §8). */
  errorTitle: string
  onSave: (payload: VehiclePayload) => Promise<void>
}

const FIELDS = ['purchaseDate', 'purchasePrice', 'sellingPrice', 'make', 'model', 'year', 'licensePlate', 'renavam', 'chassis', 'color', 'notes', 'status', 'accountId', 'counterpartReason',
  'mileage', 'manufactureYear', 'modelYear', 'fipeCode', 'fipeValue', 'ipvaStatus', 'licensingStatus', 'registrationState', 'ipvaAmount', 'licensingAmount']

/**
 * VehicleForm is the create and edit form of docs/product.md §5. The inputs read 'Data de aquisição', 'Valor de aquisição'
 * and 'Valor de venda' and send purchaseDate, purchasePrice and sellingPrice (docs/product.md §3 create payload); the
 * server's 422 messages come back under those names and show on the same inputs.
 */
export function VehicleForm({ mode, defaultValues, attachments = [], submitText, savingText, cancelTo, errorTitle, onSave }: Props) {
  const toast = useToast()
  const [kept, setKept] = useState<VehicleAttachment[]>(attachments)
  const [added, setAdded] = useState<NewFile[]>([])
  const [attachmentError, setAttachmentError] = useState<string>()
  const [saving, setSaving] = useState(false)
  const form = useForm<VehicleFormValues>({ resolver: zodResolver(vehicleSchema(mode)), defaultValues })
  const { register, control, handleSubmit, setError } = form
  const { errors } = form.formState

  const setFiles = (files: File[]) =>
    setAdded(files.map((file) => added.find((a) => a.file === file) ?? { file, category: 'outros' }))

  const submit = handleSubmit(async (values) => {
    setSaving(true)
    setAttachmentError(undefined)
    try {
      const uploaded = added.length ? await uploadFiles(added.map((a) => a.file), 'attachment', added.map((a) => a.category)) : []
      await onSave({
        make: values.make.trim(),
        model: values.model.trim(),
        year: Number(values.year),
        licensePlate: normalizePlate(values.licensePlate.trim()),
        renavam: renavamDigits(values.renavam.trim()),
        chassis: values.chassis.replace(/\s/g, '').toUpperCase(),
        mileage: optionalNumber(values.mileage),
        manufactureYear: optionalNumber(values.manufactureYear),
        modelYear: optionalNumber(values.modelYear),
        fipeCode: fipeDigits(values.fipeCode),
        fipeValue: values.fipeValue > 0 ? values.fipeValue : null,
        ipvaStatus: values.ipvaStatus,
        licensingStatus: values.licensingStatus,
        registrationState: values.registrationState,
        ipvaAmount: values.ipvaAmount > 0 ? values.ipvaAmount : null,
        licensingAmount: values.licensingAmount > 0 ? values.licensingAmount : null,
        color: values.color.trim(),
        notes: values.notes,
        purchasePrice: values.purchasePrice,
        sellingPrice: values.sellingPrice,
        purchaseDate: values.purchaseDate,
        ...sourceOf(values.accountId, values.counterpartReason),
        ...(mode === 'edit' ? { status: values.status } : {}),
        attachments: [
          ...kept.map((a) => ({ name: a.name, url: a.url, category: a.category, mimetype: a.mimetype, size: a.size })),
          ...uploaded.map((f, i) => ({ name: f.originalName, url: f.url, category: added[i].category, mimetype: f.mimetype, size: f.size })),
        ],
      })
    } catch (err) {
      console.error(errorTitle, err)
      // A message that belongs to a field (a taken plate, an attachment) is shown once, under that field.
      if (err instanceof UploadError) setAttachmentError(err.message)
      else if (err instanceof ApiError && err.fields) {
        showServerErrors(err, setError, FIELDS)
        // A message for no field of the form is about the attachments.
        for (const [field, message] of Object.entries(err.fields)) if (!FIELDS.includes(field)) setAttachmentError(message)
      } else toast.error(errorTitle, err instanceof ApiError ? err.message : 'Tente novamente.')
    } finally {
      setSaving(false)
    }
  })

  const err = (name: keyof VehicleFormValues) => errors[name]?.message
  const field = (name: keyof VehicleFormValues) => controlProps(name, err(name))

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-6">
      <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Dados do veículo</h2>
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField label="Marca" error={err('make')} placeholder="Ex.: Volkswagen" registration={register('make')} />
          <InputField label="Modelo" error={err('model')} placeholder="Ex.: Gol 1.0" registration={register('model')} />
          <InputField label="Ano" error={err('year')} type="number" inputMode="numeric" min={MIN_YEAR} max={maxYear()} registration={register('year')} />
          <FormField label="Placa" htmlFor="licensePlate" error={errors.licensePlate?.message} hint="ABC-1234 ou ABC1D23 (Mercosul)">
            <Controller
              control={control}
              name="licensePlate"
              render={({ field: f }) => (
                <input
                  className={`${inputClass} uppercase`}
                  maxLength={8}
                  autoComplete="off"
                  {...field('licensePlate')}
                  value={f.value}
                  onBlur={f.onBlur}
                  onChange={(e) => f.onChange(formatPlate(e.target.value))}
                />
              )}
            />
          </FormField>
          <InputField label="RENAVAM (opcional)" error={err('renavam')} inputMode="numeric" autoComplete="off" registration={register('renavam')} />
          <InputField label="Chassi (opcional)" error={err('chassis')} autoComplete="off" registration={register('chassis')} />
          <InputField label="Cor" error={err('color')} hint={mode === 'create' ? 'Opcional' : undefined} placeholder="Ex.: Prata" registration={register('color')} />
          {mode === 'edit' && (
            <FormField label="Status" htmlFor="status" error={errors.status?.message}>
              {defaultValues.status === 'sold' ? (
                <input className={inputClass} value={STATUS_LABELS.sold} disabled {...field('status')} />
              ) : (
                <select className={inputClass} {...field('status')} {...register('status')}>
                  <option value="in_stock">{STATUS_LABELS.in_stock}</option>
                  <option value="reserved">{STATUS_LABELS.reserved}</option>
                </select>
              )}
            </FormField>
          )}
        </div>
      </section>

      <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Compra e venda</h2>
        <div className="grid gap-5 sm:grid-cols-3">
          <DateField label="Data de aquisição" error={err('purchaseDate')} control={control} name="purchaseDate" />
          <MoneyField label="Valor de aquisição" error={err('purchasePrice')} control={control} name="purchasePrice" />
          <MoneyField label="Valor de venda" error={err('sellingPrice')} control={control} name="sellingPrice" />
          <SourceField
            form={form}
            name="accountId"
            label="Pago com"
            event="acquisition"
            hint="A conta de onde saiu a compra, na data de aquisição; sem conta, de onde veio o veículo"
            className="sm:col-span-3"
          />
        </div>
        <TextAreaField label="Observações" error={err('notes')} registration={register('notes')} className="mt-5" />
      </section>

      <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="mb-1 text-lg font-semibold text-slate-900">Quilometragem, FIPE e documentação</h2>
        <p className="mb-4 text-sm text-slate-500">Tudo opcional.</p>
        <div className="grid gap-5 sm:grid-cols-3">
          <InputField label="Quilometragem (km)" error={err('mileage')} inputMode="numeric" placeholder="Ex.: 45210" registration={register('mileage')} />
          <InputField label="Ano de fabricação" error={err('manufactureYear')} inputMode="numeric" registration={register('manufactureYear')} />
          <InputField label="Ano do modelo" error={err('modelYear')} inputMode="numeric" registration={register('modelYear')} />
          <InputField label="Código FIPE" error={err('fipeCode')} placeholder="Ex.: 005340-6" autoComplete="off" registration={register('fipeCode')} />
          <MoneyField label="Valor FIPE" hint="Valor de referência da tabela" error={err('fipeValue')} control={control} name="fipeValue" />
          <span className="hidden sm:block" />
          <SelectField label="IPVA" options={[['', 'Não informado'], ...IPVA_OPTIONS]} registration={register('ipvaStatus')} />
          <SelectField label="Licenciamento" options={[['', 'Não informado'], ...LICENSING_OPTIONS]} registration={register('licensingStatus')} />
          <SelectField
            label="UF de registro"
            hint="A tabela do estado dá os vencimentos na Agenda"
            error={err('registrationState')}
            options={STATE_OPTIONS}
            registration={register('registrationState')}
          />
          <MoneyField label="IPVA do ano" error={err('ipvaAmount')} control={control} name="ipvaAmount" />
          <MoneyField label="Licenciamento do ano" error={err('licensingAmount')} control={control} name="licensingAmount" />
        </div>
      </section>

      <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Anexos</h2>
        {kept.length > 0 && (
          <ul className="mb-4 space-y-2" aria-label="Anexos salvos">
            {kept.map((a, i) => (
              <li key={a.url} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-2 sm:flex-row sm:items-center">
                <span className="flex min-w-0 flex-1 items-center gap-2">
                  <FileText aria-hidden className="h-5 w-5 shrink-0 text-slate-400" />
                  <span className="truncate text-sm font-medium text-slate-800">{a.name}</span>
                </span>
                <CategorySelect
                  label={`Categoria de ${a.name}`}
                  value={a.category}
                  onChange={(category) => setKept(kept.map((k, j) => (j === i ? { ...k, category } : k)))}
                />
                <RemoveButton label={`Remover ${a.name}`} onClick={() => setKept(kept.filter((_, j) => j !== i))} className="self-end sm:self-auto" />
              </li>
            ))}
          </ul>
        )}
        <FileUpload
          id="attachments"
          multiple
          maxFiles={20 - kept.length}
          maxSizeMB={10}
          accept="attachments"
          files={added.map((a) => a.file)}
          onChange={setFiles}
          error={attachmentError}
        />
        {added.length > 0 && (
          <div className="mt-3 space-y-2">
            <p className="text-sm font-medium text-slate-700">Categoria de cada arquivo</p>
            {added.map((a, i) => (
              <div key={`${a.file.name}-${i}`} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
                <span className="min-w-0 flex-1 truncate text-sm text-slate-700">{a.file.name}</span>
                <CategorySelect
                  label={`Categoria de ${a.file.name}`}
                  value={a.category}
                  onChange={(category) => setAdded(added.map((x, j) => (j === i ? { ...x, category } : x)))}
                />
              </div>
            ))}
          </div>
        )}
      </section>

      <FormActions cancelTo={cancelTo} busy={saving} submitText={submitText} busyText={savingText} />
    </form>
  )
}

function CategorySelect({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  return (
    <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} className={`${inputClass} py-1.5 text-sm sm:w-56`}>
      {Object.entries(CATEGORY_LABELS).map(([v, l]) => (
        <option key={v} value={v}>
          {l}
        </option>
      ))}
    </select>
  )
}
