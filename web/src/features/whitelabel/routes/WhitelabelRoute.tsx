import { useEffect, useState } from 'react'
import { Building2, RotateCcw } from 'lucide-react'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { FileUpload } from '@/components/ui/FileUpload'
import { FormField, buttonClass, inputClass, controlProps } from '@/components/ui/FormField'
import { useToast } from '@/components/ui/Toast'
import { ApiError, uploadUrl } from '@/lib/api-client'
import { serverFieldErrors } from '@/lib/form-errors'
import { DEFAULT_SETTINGS, useSettings, useUpdateSettings } from '@/lib/settings'
import { formatTaxId, isValidTaxId } from '@/lib/tax-id'
import { shades } from '@/lib/theme'
import { messages } from '@/lib/vocabulary'
import { UploadError, uploadFiles } from '@/lib/upload'

type Brand = { companyName: string; logoUrl: string; primaryColor: string; secondaryColor: string }

const defaults: Brand = {
  companyName: DEFAULT_SETTINGS.companyName,
  logoUrl: DEFAULT_SETTINGS.logoUrl,
  primaryColor: DEFAULT_SETTINGS.primaryColor,
  secondaryColor: DEFAULT_SETTINGS.secondaryColor,
}

/** WhitelabelRoute edits the company's brand: name, logo and the two colours (docs/product.md §2 Brand settings). */
export default function WhitelabelRoute() {
  const { settings, isLoading } = useSettings()
  const save = useUpdateSettings()
  const toast = useToast()
  const [brand, setBrand] = useState<Brand>(defaults)
  const [logoFile, setLogoFile] = useState<File[]>([])
  const [saving, setSaving] = useState(false)
  const [confirmReset, setConfirmReset] = useState(false)
  // The company's CNPJ is not part of the brand: 'Restaurar Padrão' leaves it.
  const [companyDocument, setCompanyDocument] = useState('')
  const [documentError, setDocumentError] = useState<string>()
  // The field messages: the form's own check of the name, the upload's, and the server's 422 fields.
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof Brand, string>>>({})
  const nameError = fieldErrors.companyName
  const logoError = fieldErrors.logoUrl

  useEffect(() => {
    if (!isLoading) {
      setCompanyDocument(formatTaxId(settings.companyDocument))
      setBrand({
        companyName: settings.companyName,
        logoUrl: settings.logoUrl,
        primaryColor: settings.primaryColor,
        secondaryColor: settings.secondaryColor,
      })
    }
  }, [isLoading, settings])

  const set = (patch: Partial<Brand>) => {
    setBrand((b) => ({ ...b, ...patch }))
    // Changing a field clears its message.
    setFieldErrors((errs) => Object.fromEntries(Object.entries(errs).filter(([k]) => !(k in patch))))
  }
  const preview = logoFile[0] && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(logoFile[0]) : uploadUrl(brand.logoUrl)

  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    if (!brand.companyName.trim()) {
      setFieldErrors({ companyName: 'Nome da empresa é obrigatório' })
      return
    }
    if (!isValidTaxId(companyDocument)) {
      setDocumentError(messages.common.taxId)
      return
    }
    setSaving(true)
    setFieldErrors({})
    try {
      const logoUrl = logoFile.length ? (await uploadFiles(logoFile, 'logo'))[0].url : brand.logoUrl
      const saved = await save.mutateAsync({ ...brand, logoUrl, companyDocument })
      setLogoFile([])
      set({ logoUrl: saved.logoUrl })
      toast.success('Configurações salvas com sucesso!')
    } catch (err) {
      if (err instanceof UploadError) setFieldErrors({ logoUrl: err.message })
      else {
        setFieldErrors(serverFieldErrors(err, Object.keys(defaults)) ?? {})
        setDocumentError(serverFieldErrors(err, ['companyDocument'])?.companyDocument)
      }
      toast.error(err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Erro ao salvar configurações')
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-bold text-slate-900">Personalização da Marca</h1>
      <p className="mt-1 text-slate-600">Nome, logotipo e cores da sua empresa no sistema</p>

      <div className="mt-6 grid gap-6 lg:grid-cols-5">
        <form onSubmit={submit} noValidate className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-span-3">
          <FormField label="Nome da empresa" htmlFor="companyName" error={nameError}>
            <input
              className={inputClass}
              {...controlProps('companyName', nameError)}
              value={brand.companyName}
              maxLength={100}
              onChange={(e) => set({ companyName: e.target.value })}
            />
          </FormField>
          <FormField label="CNPJ da empresa (opcional)" htmlFor="companyDocument" error={documentError}>
            <input
              className={inputClass}
              {...controlProps('companyDocument', documentError)}
              value={companyDocument}
              onChange={(e) => {
                setCompanyDocument(e.target.value)
                setDocumentError(undefined)
              }}
            />
          </FormField>
          <FileUpload id="logo" label="Logotipo" accept="images" multiple={false} maxFiles={1} maxSizeMB={5} files={logoFile} onChange={setLogoFile} error={logoError} />
          {brand.logoUrl && logoFile.length === 0 && (
            <button type="button" onClick={() => set({ logoUrl: '' })} className="text-sm text-red-700 hover:underline">
              Remover logotipo
            </button>
          )}
          <div className="grid gap-5 sm:grid-cols-2">
            {(
              [
                ['primaryColor', 'Cor primária'],
                ['secondaryColor', 'Cor secundária'],
              ] as const
            ).map(([key, label]) => (
              <FormField key={key} label={label} htmlFor={key} error={fieldErrors[key]}>
                <div className="flex items-center gap-2">
                  <input
                    type="color"
                    aria-label={`${label} (seletor)`}
                    value={/^#[0-9a-f]{6}$/i.test(brand[key]) ? brand[key] : '#000000'}
                    onChange={(e) => set({ [key]: e.target.value.toUpperCase() })}
                    className="h-11 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
                  />
                  <input
                    className={`${inputClass} font-mono uppercase`}
                    {...controlProps(key, fieldErrors[key])}
                    value={brand[key]}
                    maxLength={7}
                    onChange={(e) => set({ [key]: e.target.value })}
                  />
                </div>
              </FormField>
            ))}
          </div>
          <div className="flex flex-col-reverse gap-3 border-t border-slate-100 pt-5 sm:flex-row sm:items-center">
            <button type="button" onClick={() => setConfirmReset(true)} className={`${buttonClass.secondary} sm:mr-auto`}>
              <RotateCcw aria-hidden className="h-4 w-4" /> Restaurar Padrão
            </button>
            <button type="button" onClick={() => setConfirmReset(true)} className={buttonClass.secondary}>
              Cancelar
            </button>
            <button type="submit" disabled={saving} className={buttonClass.primary}>
              {saving ? 'Salvando...' : 'Salvar'}
            </button>
          </div>
        </form>

        <aside aria-label="Pré-visualização" className="space-y-4 lg:col-span-2">
          <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            <div className="flex items-center gap-3 p-4" style={{ background: `linear-gradient(135deg, ${brand.primaryColor}, ${brand.secondaryColor})` }}>
              <div className="flex h-10 w-10 items-center justify-center overflow-hidden rounded-lg bg-white">
                {preview ? <img src={preview} alt="Logotipo" className="h-full w-full object-contain" /> : <Building2 aria-hidden className="h-6 w-6" style={{ color: brand.primaryColor }} />}
              </div>
              <span className="truncate font-semibold text-white">{brand.companyName || ' '}</span>
            </div>
            <div className="p-4">
              <p className="mb-2 text-sm font-medium text-slate-700">Tons gerados</p>
              {[brand.primaryColor, brand.secondaryColor].map((color, i) => (
                <div key={i} className="mb-2 flex overflow-hidden rounded-md">
                  {Object.entries(shades(color)).map(([step, hex]) => (
                    <span key={step} title={`${step}: ${hex}`} className="h-6 flex-1" style={{ background: hex }} />
                  ))}
                </div>
              ))}
            </div>
          </div>
        </aside>
      </div>

      <ConfirmDialog
        open={confirmReset}
        title="Restaurar Padrão"
        message="Restaurar o nome, o logotipo e as cores padrão? As alterações não salvas serão perdidas."
        confirmText="Restaurar"
        type="warning"
        onClose={() => setConfirmReset(false)}
        onConfirm={() => {
          setBrand(defaults)
          setLogoFile([])
          setConfirmReset(false)
        }}
      />
    </div>
  )
}
