import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Copy, ShieldCheck, ShieldOff } from 'lucide-react'
import { FormField, buttonClass, inputClass, controlProps } from '@/components/ui/FormField'
import { FormActions } from '@/components/ui/fields'
import { useToast } from '@/components/ui/Toast'
import { ApiError } from '@/lib/api-client'
import { useSession } from '@/lib/auth'
import { useDisableTwoFactor, useEnableTwoFactor, useStartTwoFactor, type TwoFactorSetup } from '../api/two-factor'
import { disableTwoFactorSchema, setupCodeSchema, type DisableTwoFactorValues, type SetupCodeValues } from '../lib/two-factor-schema'

/**
 * TwoFactorCard sets two-factor sign-in (TOTP) up from 'Meu Perfil': a QR code for the authenticator app, a code
 * to confirm it, then the ten recovery codes shown once. When it is on, it can be turned off with the password.
 */
export function TwoFactorCard() {
  const { user, refreshUser } = useSession()
  const toast = useToast()
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const [disabling, setDisabling] = useState(false)
  const start = useStartTwoFactor()
  // On as soon as the codes are shown; the session's user is read again when the person has kept them.
  const enabled = !!user?.twoFactorEnabled || recoveryCodes !== null

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: setSetup,
      onError: (err) => toast.error('Erro ao iniciar a configuração', err instanceof ApiError ? err.message : undefined),
    })

  const finish = () => {
    setRecoveryCodes(null)
    setSetup(null)
    // Read the state again: the guard lets an admin who had to set it up go on.
    refreshUser().catch(() => undefined)
  }

  let body
  if (recoveryCodes) {
    body = <RecoveryCodes codes={recoveryCodes} onDone={finish} />
  } else if (setup) {
    body = (
      <ConfirmSetup
        setup={setup}
        onCancel={() => setSetup(null)}
        onEnabled={(codes) => {
          setRecoveryCodes(codes)
          toast.success('Verificação em duas etapas ativada!')
        }}
      />
    )
  } else if (enabled && disabling) {
    body = (
      <DisableForm
        onCancel={() => setDisabling(false)}
        onDisabled={() => {
          setDisabling(false)
          toast.success('Verificação em duas etapas desativada.')
          refreshUser().catch(() => undefined)
        }}
      />
    )
  } else if (enabled) {
    body = (
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">Ao entrar, além da senha, pedimos o código do seu aplicativo autenticador.</p>
        <button type="button" onClick={() => setDisabling(true)} className={buttonClass.secondary}>
          <ShieldOff aria-hidden className="h-4 w-4" /> Desativar
        </button>
      </div>
    )
  } else {
    body = (
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          Proteja sua conta: além da senha, peça um código de 6 dígitos de um aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password…).
        </p>
        <button type="button" onClick={begin} disabled={start.isPending} className={`${buttonClass.primary} shrink-0`}>
          <ShieldCheck aria-hidden className="h-4 w-4" /> {start.isPending ? 'Preparando...' : 'Ativar'}
        </button>
      </div>
    )
  }

  return (
    <section aria-labelledby="two-factor-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <h2 id="two-factor-title" className="text-lg font-semibold text-slate-900">
          Verificação em duas etapas
        </h2>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${enabled ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700'}`}
        >
          {enabled ? 'Ativa' : 'Desativada'}
        </span>
      </div>
      {body}
    </section>
  )
}

function ConfirmSetup({ setup, onCancel, onEnabled }: { setup: TwoFactorSetup; onCancel: () => void; onEnabled: (codes: string[]) => void }) {
  const enable = useEnableTwoFactor()
  const form = useForm<SetupCodeValues>({ resolver: zodResolver(setupCodeSchema), defaultValues: { code: '' } })
  const { register, handleSubmit, setError } = form
  const { errors } = form.formState
  const submit = handleSubmit((values) =>
    enable.mutate(values.code.trim(), {
      onSuccess: onEnabled,
      onError: (err) =>
        setError('code', { message: err instanceof ApiError ? (err.fields?.code ?? err.message) : 'Erro ao confirmar o código' }),
    }),
  )
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Abra o aplicativo autenticador no celular e leia o QR code abaixo.</li>
        <li>Digite o código de 6 dígitos que o aplicativo mostrar.</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        <img src={setup.qrCode} alt="QR code para o aplicativo autenticador" width={180} height={180} className="h-44 w-44 rounded-lg border border-slate-200 bg-white p-1" />
        <div className="w-full min-w-0 flex-1 space-y-4">
          <div>
            <p className="text-sm font-medium text-slate-700">Sem câmera? Digite esta chave no aplicativo:</p>
            <code data-testid="totp-secret" className="mt-1 block break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm tracking-wider text-slate-900">
              {setup.secret}
            </code>
          </div>
          <FormField label="Código do aplicativo" htmlFor="totp-code" error={errors.code?.message}>
            <input
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="000000"
              className={`${inputClass} font-mono tracking-widest`}
              {...controlProps('totp-code', errors.code?.message)}
              {...register('code')}
            />
          </FormField>
        </div>
      </div>
      <FormActions onCancel={onCancel} busy={enable.isPending} submitText="Confirmar e ativar" busyText="Confirmando..." />
    </form>
  )
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const toast = useToast()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'))
      toast.success('Códigos copiados.')
    } catch {
      toast.error('Não foi possível copiar. Selecione os códigos e copie-os.')
    }
  }
  return (
    <div className="space-y-4">
      <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        Guarde estes códigos de recuperação num lugar seguro. Cada um entra uma única vez, se você perder o celular. Eles não serão mostrados de novo.
      </div>
      <ul aria-label="Códigos de recuperação" className="grid grid-cols-2 gap-2 font-mono text-sm text-slate-900 sm:grid-cols-5">
        {codes.map((c) => (
          <li key={c} className="rounded-md bg-slate-100 px-2 py-1.5 text-center">
            {c}
          </li>
        ))}
      </ul>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={copy} className={buttonClass.secondary}>
          <Copy aria-hidden className="h-4 w-4" /> Copiar códigos
        </button>
        <button type="button" onClick={onDone} className={buttonClass.primary}>
          Já guardei os códigos
        </button>
      </div>
    </div>
  )
}

function DisableForm({ onCancel, onDisabled }: { onCancel: () => void; onDisabled: () => void }) {
  const disable = useDisableTwoFactor()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DisableTwoFactorValues>({ resolver: zodResolver(disableTwoFactorSchema), defaultValues: { password: '' } })
  const submit = handleSubmit((values) =>
    disable.mutate(values.password, {
      onSuccess: onDisabled,
      onError: (err) =>
        setError('password', { message: err instanceof ApiError ? (err.fields?.password ?? err.message) : 'Erro ao desativar' }),
    }),
  )
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">Confirme sua senha para desativar a verificação em duas etapas.</p>
      <FormField label="Senha atual" htmlFor="totp-disable-password" error={errors.password?.message}>
        <input
          type="password"
          autoComplete="current-password"
          className={inputClass}
          {...controlProps('totp-disable-password', errors.password?.message)}
          {...register('password')}
        />
      </FormField>
      <FormActions onCancel={onCancel} busy={disable.isPending} submitText="Desativar" busyText="Desativando..." tone="danger" />
    </form>
  )
}
