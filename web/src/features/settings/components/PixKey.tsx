import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { QrCode } from 'lucide-react'
import { InputField, SelectField } from '@/components/ui/fields'
import { BusyButton } from '@/components/ui/FormField'
import { useActionSubmit } from '@/components/ui/use-action-submit'
import { useSettings, useUpdateSettings } from '@/lib/settings'
import { labels } from '@/lib/vocabulary'
import { pixKeySchema, type PixKeyValues } from '../lib/schemas'

const TYPE_OPTIONS: [string, string][] = [['', 'Nenhuma'], ...Object.entries(labels.pixKeyTypes)]

const PLACEHOLDERS: Record<PixKeyValues['pixKeyType'], string> = {
  '': '',
  cnpj: '00.000.000/0000-00',
  cpf: '000.000.000-00',
  email: 'financeiro@empresa.com.br',
  phone: '+55 11 91234-5678',
  random: '123e4567-e89b-12d3-a456-426614174000',
}

/**
 * PixKey is the company's Pix key in 'Configurações' (administrators): with it, every open installment to receive
 * shows its Pix 'copia e cola' code and QR code for what is open of it. The name and city are what a payer's app
 * shows; the name starts as the company's.
 */
export function PixKey() {
  const { settings, isLoading } = useSettings()
  const save = useUpdateSettings()
  const form = useForm<PixKeyValues>({
    resolver: zodResolver(pixKeySchema),
    defaultValues: { pixKeyType: '', pixKey: '', pixName: '', pixCity: '' },
  })
  const { register, reset, setValue, watch } = form
  const { errors, isSubmitting } = form.formState
  useEffect(() => {
    if (isLoading) return
    reset({
      pixKeyType: settings.pixKeyType,
      pixKey: settings.pixKey,
      pixName: settings.pixName || settings.companyName.slice(0, 25),
      pixCity: settings.pixCity,
    })
  }, [isLoading, settings, reset])
  const type = watch('pixKeyType')
  const submit = useActionSubmit(
    form,
    async (v) => {
      const none = v.pixKeyType === ''
      await save.mutateAsync({
        pixKeyType: v.pixKeyType,
        pixKey: none ? '' : v.pixKey.trim(),
        pixName: none ? '' : v.pixName.trim(),
        pixCity: none ? '' : v.pixCity.trim(),
      })
    },
    'Chave Pix salva com sucesso!',
    'Erro ao salvar a chave Pix',
  )
  return (
    <section aria-labelledby="pix-key-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="pix-key-title" className="flex items-center gap-2 font-medium text-slate-800">
        <QrCode aria-hidden className="h-4 w-4" /> Pix para cobranças
      </h2>
      <p className="mt-1 text-sm text-slate-500">
        A chave em que a empresa recebe. Com ela, cada parcela em aberto de Contas a receber mostra o código Pix copia e cola e o QR code com o
        valor em aberto.
      </p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <SelectField
            label="Tipo de chave"
            error={errors.pixKeyType?.message}
            options={TYPE_OPTIONS}
            // 'Nenhuma' removes the key: nothing typed before stays to be refused.
            registration={register('pixKeyType', { onChange: (e) => e.target.value === '' && setValue('pixKey', '') })}
          />
          {type !== '' && (
            <InputField label="Chave Pix" placeholder={PLACEHOLDERS[type]} autoComplete="off" error={errors.pixKey?.message} registration={register('pixKey')} />
          )}
        </div>
        {type !== '' && (
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField label="Nome de quem recebe" hint="Até 25 caracteres, como o app do banco mostra" maxLength={25} error={errors.pixName?.message} registration={register('pixName')} />
            <InputField label="Cidade" hint="Até 15 caracteres" maxLength={15} placeholder="Ex.: São Paulo" error={errors.pixCity?.message} registration={register('pixCity')} />
          </div>
        )}
        <div className="flex justify-end">
          <BusyButton busy={isSubmitting} busyText="Salvando..." tone="secondary" disabled={isLoading}>
            Salvar chave Pix
          </BusyButton>
        </div>
      </form>
    </section>
  )
}
