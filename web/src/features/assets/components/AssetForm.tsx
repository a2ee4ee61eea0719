import { formatPlate, normalizePlate } from '@/lib/plates'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { FileText, Image as ImageIcon } from 'lucide-react'
import { FileUpload } from '@/components/ui/FileUpload'
import { RemoveButton } from '@/components/ui/RemoveButton'
import { DateField, FormActions, InputField, MoneyField, SelectField, TextAreaField } from '@/components/ui/fields'
import { SourceField } from '@/components/ui/SourceField'
import { sourceOf, sourceValue } from '@/lib/counterparts'
import { FormField, inputClass } from '@/components/ui/FormField'
import { formatSize } from '@/components/ui/file-rules'
import { shareOf } from '@/lib/money'
import { useToast } from '@/components/ui/Toast'
import { UploadError, uploadFiles } from '@/lib/upload'
import type { Asset, AssetDetails, AssetInput, Attachment, AttachmentCategory } from '../api/types'
import { showServerErrors } from '@/lib/form-errors'
import { STATE_OPTIONS } from '@/lib/states'
import { CATEGORIES, CATEGORY_LABEL, DEPRECIATION_OPTIONS, IRPF_OPTIONS, TYPE_LABEL, formatZipCode } from '../lib/labels'
import { assetSchema, iptuDay, type AssetFormValues } from '../lib/schemas'

const MAX_FILES = 20

function formValues(asset?: Asset): AssetFormValues {
  const d = asset?.details ?? {}
  const text = (v?: number) => (v === undefined || v === null ? '' : String(v))
  return {
    description: asset?.description ?? '',
    type: asset?.type ?? 'real_estate',
    acquisitionValue: asset?.acquisitionValue ?? 0,
    currentValue: asset?.currentValue ?? 0,
    acquisitionDate: asset?.acquisitionDate ?? '',
    landValue: asset?.landValue ?? 0,
    accountId: sourceValue(asset?.accountId, asset?.counterpart),
    counterpartReason: asset?.counterpart?.reason ?? '',
    irpfCode: asset?.irpfCodeChosen ?? '',
    depreciationKind: asset?.depreciationKind ?? '',
    iptuAmount: asset?.iptuAmount ?? 0,
    iptuInstallments: String(asset?.iptuInstallments ?? 1),
    iptuFirstDue: iptuDay.fromApi(asset?.iptuFirstDue ?? ''),
    registrationState: asset?.registrationState ?? '',
    ipvaAmount: asset?.ipvaAmount ?? 0,
    licensingAmount: asset?.licensingAmount ?? 0,
    ipvaExempt: asset?.ipvaExempt ?? false,
    depreciationRate: asset?.depreciationRateTyped == null ? '' : String(asset.depreciationRateTyped).replace('.', ','),
    details: {
      address: d.address ?? '',
      area: text(d.area),
      registrationNumber: d.registrationNumber ?? '',
      zipCode: d.zipCode ? formatZipCode(d.zipCode) : '',
      city: d.city ?? '',
      state: d.state ?? '',
      propertyTaxId: d.propertyTaxId ?? '',
      registryOffice: d.registryOffice ?? '',
      registrationDate: d.registrationDate ?? '',
      rooms: text(d.rooms),
      bathrooms: text(d.bathrooms),
      garage: d.garage ?? false,
      furnished: d.furnished ?? false,
      brand: d.brand ?? d.make ?? '',
      model: d.model ?? '',
      year: text(d.year),
      licensePlate: d.licensePlate ? formatPlate(d.licensePlate) : '',
      color: d.color ?? '',
      mileage: text(d.mileage),
      notes: d.notes ?? '',
    },
  }
}

/** toDetails keeps the details of the chosen type (docs/product.md §3), typed, without empty values. */
export function toDetails(type: AssetFormValues['type'], d: AssetFormValues['details']): AssetDetails {
  const num = (v: string) => (v.trim() === '' ? undefined : Number(v))
  const str = (v: string) => v.trim() || undefined
  const out: AssetDetails =
    type === 'real_estate'
      ? {
          address: str(d.address),
          area: num(d.area),
          registrationNumber: str(d.registrationNumber),
          zipCode: str(d.zipCode.replace(/[-.\s]/g, '')),
          city: str(d.city),
          state: str(d.state),
          propertyTaxId: str(d.propertyTaxId),
          registryOffice: str(d.registryOffice),
          registrationDate: str(d.registrationDate),
          rooms: num(d.rooms),
          bathrooms: num(d.bathrooms),
          garage: d.garage,
          furnished: d.furnished,
        }
      : type === 'vehicle'
        ? { brand: str(d.brand), model: str(d.model), year: num(d.year), licensePlate: str(normalizePlate(d.licensePlate)), color: str(d.color), mileage: num(d.mileage) }
        : {}
  out.notes = str(d.notes)
  return JSON.parse(JSON.stringify(out)) // drops the undefined keys
}

type Props = {
  mode: 'create' | 'edit'
  asset?: Asset
  cancelTo: string
  onSave: (input: AssetInput) => Promise<void>
  /** failureMessage is shown when a save fails and no field explains why. */
  failureMessage: string
}

/** AssetForm is the create and edit form: type-dependent details, money inputs and categorised attachments. */
export function AssetForm({ mode, asset, cancelTo, onSave, failureMessage }: Props) {
  const toast = useToast()
  const [kept, setKept] = useState<Attachment[]>(asset?.attachments ?? [])
  const [newFiles, setNewFiles] = useState<File[]>([])
  const [categories, setCategories] = useState(() => new Map<File, AttachmentCategory>())
  const [saving, setSaving] = useState(false)
  const [uploadError, setUploadError] = useState<string>()
  const form = useForm<AssetFormValues>({ resolver: zodResolver(assetSchema(mode)), defaultValues: formValues(asset) })
  const { register, control, handleSubmit, setError, setValue, watch } = form
  const [landShare, setLandShare] = useState('')
  const { errors } = form.formState
  const type = watch('type')

  const submit = handleSubmit(async (values) => {
    setSaving(true)
    setUploadError(undefined)
    try {
      const cats = newFiles.map((f) => categories.get(f) ?? 'outros')
      const uploaded = newFiles.length ? await uploadFiles(newFiles, 'attachment', cats) : []
      const vehicle = values.type === 'vehicle'
      await onSave({
        description: values.description.trim(),
        type: values.type,
        acquisitionValue: values.acquisitionValue,
        currentValue: values.currentValue,
        acquisitionDate: values.acquisitionDate,
        landValue: values.type === 'real_estate' ? values.landValue : 0, // only a property stands on land
        ...sourceOf(values.accountId, values.counterpartReason),
        irpfCode: values.irpfCode,
        depreciationKind: values.depreciationKind,
        // The IPTU is a property's: another type keeps none.
        iptuAmount: values.type === 'real_estate' && values.iptuAmount > 0 ? values.iptuAmount : null,
        iptuInstallments: Number(values.iptuInstallments),
        iptuFirstDue: values.type === 'real_estate' && values.iptuAmount > 0 ? iptuDay.toApi(values.iptuFirstDue) : '',
        // The IPVA and licenciamento are a vehicle's: another type keeps none.
        registrationState: vehicle ? values.registrationState : '',
        ipvaAmount: vehicle && values.ipvaAmount > 0 ? values.ipvaAmount : null,
        licensingAmount: vehicle && values.licensingAmount > 0 ? values.licensingAmount : null,
        ipvaExempt: vehicle && values.ipvaExempt,
        depreciationRate: values.depreciationRate.trim() === '' ? null : Number(values.depreciationRate.replace(',', '.')),
        details: toDetails(values.type, values.details),
        attachments: [
          ...kept.map((a) => ({ url: a.url, name: a.originalName, category: a.category })),
          ...uploaded.map((f, i) => ({ url: f.url, name: f.originalName, category: cats[i] })),
        ],
      })
    } catch (err) {
      console.error(mode === 'create' ? 'Erro ao criar ativo' : 'Erro ao atualizar ativo', err)
      if (err instanceof UploadError) {
        setUploadError(err.message)
        toast.error(failureMessage, err.message)
      } else if (!showServerErrors(err, setError)) toast.error(failureMessage)
    } finally {
      setSaving(false)
    }
  })

  const d = errors.details
  const text = (name: keyof AssetFormValues['details'], label: string, error?: string, props: Record<string, unknown> = {}) => (
    <InputField label={label} error={error} id={name} {...props} registration={register(`details.${name}`)} />
  )
  const card = 'space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6'

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-6">
      <section className={card}>
        <h2 className="text-lg font-semibold text-slate-900">Informações básicas</h2>
        <InputField label="Descrição" error={errors.description?.message} registration={register('description')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Tipo" htmlFor="type">
            <select id="type" className={inputClass} {...register('type')}>
              <option value="real_estate">{TYPE_LABEL.real_estate}</option>
              <option value="other">{TYPE_LABEL.other}</option>
              {asset?.type === 'vehicle' && <option value="vehicle">{TYPE_LABEL.vehicle}</option>}
            </select>
          </FormField>
          <DateField label="Data de aquisição" error={errors.acquisitionDate?.message} control={control} name="acquisitionDate" />
          <SelectField
            label="Bens e Direitos (grupo e código)"
            hint="Como o bem aparece na posição em 31/12"
            error={errors.irpfCode?.message}
            options={[['', 'Conforme o tipo'], ...IRPF_OPTIONS]}
            registration={register('irpfCode')}
          />
          <SelectField
            label="Espécie para depreciação"
            hint="Edificações 4%, veículos 20%, máquinas e móveis 10%, computadores 20% ao ano; terrenos não depreciam"
            error={errors.depreciationKind?.message}
            options={[['', 'Conforme o tipo'], ...DEPRECIATION_OPTIONS]}
            registration={register('depreciationKind')}
          />
          <InputField
            label="Taxa de depreciação (% a.a.)"
            hint="Em branco: a da espécie"
            inputMode="decimal"
            error={errors.depreciationRate?.message}
            registration={register('depreciationRate')}
          />
          <MoneyField label="Valor de aquisição" error={errors.acquisitionValue?.message} control={control} name="acquisitionValue" />
          <MoneyField label="Valor atual" error={errors.currentValue?.message} control={control} name="currentValue" />
          <SourceField
            form={form}
            name="accountId"
            label="Pago com"
            event="acquisition"
            hint="A conta de onde saiu o pagamento, na data de aquisição; sem conta, de onde veio o bem"
          />
        </div>
      </section>

      {type === 'real_estate' && (
        <section className={card}>
          <h2 className="text-lg font-semibold text-slate-900">Dados do imóvel</h2>
          {text('address', 'Endereço', d?.address?.message)}
          <div className="grid gap-5 sm:grid-cols-2">
            {text('area', 'Área (m²)', d?.area?.message, { type: 'number', min: 0, step: 0.01, inputMode: 'decimal' })}
            {text('registrationNumber', 'Matrícula', d?.registrationNumber?.message)}
            {text('rooms', 'Quartos', d?.rooms?.message, { type: 'number', min: 0, step: 1 })}
            {text('bathrooms', 'Banheiros', d?.bathrooms?.message, { type: 'number', min: 0, step: 1 })}
          </div>
          <h3 className="pt-2 font-medium text-slate-900">Terreno e edificação</h3>
          <div className="grid gap-5 sm:grid-cols-2">
            <MoneyField
              label="Valor do terreno"
              hint="Parte do valor de aquisição que é terreno: não se deprecia; o resto é a edificação"
              error={errors.landValue?.message}
              control={control}
              name="landValue"
            />
            <FormField label="Terreno (% do valor de aquisição)" htmlFor="landShare" hint="Preenche o valor do terreno">
              <input
                id="landShare"
                className={inputClass}
                inputMode="decimal"
                value={landShare}
                onChange={(e) => {
                  setLandShare(e.target.value)
                  const land = shareOf(watch('acquisitionValue'), e.target.value)
                  if (land !== null) setValue('landValue', land, { shouldValidate: true })
                }}
              />
            </FormField>
          </div>
          <h3 className="pt-2 font-medium text-slate-900">IPTU</h3>
          <div className="grid gap-5 sm:grid-cols-3">
            <MoneyField label="IPTU anual" hint="Em branco se não houver: entra na Agenda" error={errors.iptuAmount?.message} control={control} name="iptuAmount" />
            <InputField label="Parcelas do IPTU" hint="1 para cota única" error={errors.iptuInstallments?.message} inputMode="numeric" registration={register('iptuInstallments')} />
            <InputField label="Primeiro vencimento (dd/mm)" placeholder="10/02" error={errors.iptuFirstDue?.message} inputMode="numeric" registration={register('iptuFirstDue')} />
          </div>
          <h3 className="pt-2 font-medium text-slate-900">Registro</h3>
          <div className="grid gap-5 sm:grid-cols-3">
            {text('zipCode', 'CEP', d?.zipCode?.message, { inputMode: 'numeric', placeholder: '00000-000', autoComplete: 'postal-code' })}
            {text('city', 'Cidade', d?.city?.message)}
            <SelectField label="UF" error={d?.state?.message} options={STATE_OPTIONS} registration={register('details.state')} />
            {text('propertyTaxId', 'Inscrição imobiliária (IPTU)', d?.propertyTaxId?.message)}
            {text('registryOffice', 'Cartório de registro', d?.registryOffice?.message)}
            <DateField label="Data do registro" error={d?.registrationDate?.message} control={control} name="details.registrationDate" />
          </div>
          <div className="flex flex-wrap gap-6">
            <label className="inline-flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" className="h-4 w-4 rounded border-slate-300" {...register('details.garage')} /> Garagem
            </label>
            <label className="inline-flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" className="h-4 w-4 rounded border-slate-300" {...register('details.furnished')} /> Mobiliado
            </label>
          </div>
        </section>
      )}
      {type === 'vehicle' && (
        <section className={card}>
          <h2 className="text-lg font-semibold text-slate-900">Dados do veículo</h2>
          <div className="grid gap-5 sm:grid-cols-2">
            {text('brand', 'Marca', d?.brand?.message)}
            {text('model', 'Modelo', d?.model?.message)}
            {text('year', 'Ano', d?.year?.message, { type: 'number', min: 1900, step: 1 })}
            {text('licensePlate', 'Placa', d?.licensePlate?.message)}
            {text('color', 'Cor', d?.color?.message)}
            {text('mileage', 'Quilometragem', d?.mileage?.message, { type: 'number', min: 0, step: 1 })}
          </div>
          <h3 className="pt-2 font-medium text-slate-900">IPVA e licenciamento</h3>
          <div className="grid gap-5 sm:grid-cols-3">
            <SelectField
              label="UF de registro"
              hint="A tabela do estado dá os vencimentos na Agenda"
              error={errors.registrationState?.message}
              options={STATE_OPTIONS}
              registration={register('registrationState')}
            />
            <MoneyField label="IPVA do ano" error={errors.ipvaAmount?.message} control={control} name="ipvaAmount" />
            <MoneyField label="Licenciamento do ano" error={errors.licensingAmount?.message} control={control} name="licensingAmount" />
          </div>
          <label className="inline-flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" className="h-4 w-4 rounded border-slate-300" {...register('ipvaExempt')} /> Isento de IPVA
          </label>
        </section>
      )}

      <section className={card}>
        <h2 className="text-lg font-semibold text-slate-900">Observações e anexos</h2>
        <TextAreaField label="Observações" error={d?.notes?.message} id="notes" registration={register('details.notes')} />
        {kept.length > 0 && (
          <ul className="space-y-2" aria-label="Anexos atuais">
            {kept.map((a) => (
              <li key={a.url} className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-2">
                {a.type === 'image' ? <ImageIcon aria-hidden className="h-5 w-5 text-slate-400" /> : <FileText aria-hidden className="h-5 w-5 text-slate-400" />}
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-slate-800">{a.originalName}</span>
                  <span className="block text-xs text-slate-500">{formatSize(a.size)}</span>
                </span>
                <CategorySelect
                  label={`Categoria de ${a.originalName}`}
                  value={a.category}
                  onChange={(category) => setKept(kept.map((k) => (k.url === a.url ? { ...k, category } : k)))}
                />
                <RemoveButton label={`Remover ${a.originalName}`} onClick={() => setKept(kept.filter((k) => k.url !== a.url))} />
              </li>
            ))}
          </ul>
        )}
        <FileUpload
          id="attachments"
          label="Anexos"
          accept="attachments"
          multiple
          maxFiles={Math.max(1, MAX_FILES - kept.length)}
          maxSizeMB={10}
          files={newFiles}
          onChange={(files) => {
            setUploadError(undefined)
            setNewFiles(files)
          }}
          error={uploadError ?? (errors as Record<string, { message?: string }>).attachments?.message}
        />
        {newFiles.length > 0 && (
          <ul className="space-y-2" aria-label="Categorias dos novos anexos">
            {newFiles.map((f, i) => (
              <li key={`${f.name}-${i}`} className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
                <span className="min-w-0 truncate">{f.name}</span>
                <CategorySelect
                  label={`Categoria de ${f.name}`}
                  value={categories.get(f) ?? 'outros'}
                  onChange={(c) => setCategories(new Map(categories).set(f, c))}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <FormActions cancelTo={cancelTo} busy={saving} submitText={mode === 'create' ? 'Criar Ativo' : 'Salvar Alterações'} />
    </form>
  )
}

function CategorySelect({ label, value, onChange }: { label: string; value: AttachmentCategory; onChange: (c: AttachmentCategory) => void }) {
  return (
    <select
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as AttachmentCategory)}
      className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm"
    >
      {CATEGORIES.map((c) => (
        <option key={c} value={c}>
          {CATEGORY_LABEL[c]}
        </option>
      ))}
    </select>
  )
}
