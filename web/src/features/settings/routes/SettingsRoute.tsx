import { useEffect, useState } from 'react'
import { Bell, Mail, Moon, ShieldCheck, Sun } from 'lucide-react'
import { BusyButton } from '@/components/ui/FormField'
import { useToast } from '@/components/ui/Toast'
import { ApiError } from '@/lib/api-client'
import { useSession } from '@/lib/auth'
import { hasPermission } from '@/lib/permissions'
import { useSettings, useUpdateSettings, type Settings } from '@/lib/settings'
import { messages } from '@/lib/vocabulary'
import { ExportAll } from '../components/ExportAll'
import { OpeningDate } from '../components/OpeningDate'
import { PixKey } from '../components/PixKey'
import { Toggle } from '../components/Toggle'

type Preferences = Pick<Settings, 'theme' | 'notifications' | 'emailNotifications' | 'requireTwoFactorForAdmins'>

/** SettingsRoute holds the system preferences: theme and notifications (docs/product.md §3 Settings). */
export default function SettingsRoute() {
  const { settings, isLoading } = useSettings()
  const toast = useToast()
  const { user } = useSession()
  const isAdmin = hasPermission(user?.role, 'whitelabel.update')
  const canMoveOpening = hasPermission(user?.role, 'settings.update')
  const [prefs, setPrefs] = useState<Preferences>({ theme: 'light', notifications: true, emailNotifications: false, requireTwoFactorForAdmins: false })
  const [twoFactorError, setTwoFactorError] = useState<string | null>(null)
  const [emailError, setEmailError] = useState<string | null>(null)
  const save = useUpdateSettings()

  useEffect(() => {
    if (!isLoading) {
      setPrefs({
        theme: settings.theme,
        notifications: settings.notifications,
        emailNotifications: settings.emailNotifications,
        requireTwoFactorForAdmins: settings.requireTwoFactorForAdmins,
      })
    }
  }, [isLoading, settings])

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    setTwoFactorError(null)
    setEmailError(null)
    const input: Partial<Settings> = isAdmin ? prefs : { theme: prefs.theme, notifications: prefs.notifications }
    save.mutate(input, {
      onSuccess: () => toast.success('Configurações salvas com sucesso!'),
      onError: (err) => {
        const fields = err instanceof ApiError ? err.fields : undefined
        if (fields?.requireTwoFactorForAdmins) setTwoFactorError(fields.requireTwoFactorForAdmins)
        if (fields?.emailNotifications) setEmailError(fields.emailNotifications)
        const fieldError = fields?.requireTwoFactorForAdmins ?? fields?.emailNotifications
        toast.error(fieldError ?? (err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Erro ao salvar configurações'))
      },
    })
  }

  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold text-slate-900">Configurações</h1>
      <p className="mt-1 text-slate-600">Preferências do sistema para todos os usuários</p>
      <form onSubmit={submit} className="mt-6 space-y-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
        <fieldset>
          <legend className="mb-3 text-sm font-medium text-slate-700">Tema</legend>
          <div className="grid grid-cols-2 gap-3">
            {(
              [
                ['light', 'Claro', Sun],
                ['dark', 'Escuro', Moon],
              ] as const
            ).map(([value, label, Icon]) => (
              <label
                key={value}
                className={`flex cursor-pointer items-center gap-3 rounded-lg border p-4 ${prefs.theme === value ? 'border-primary-500 ring-2 ring-primary-500/30' : 'border-slate-300'}`}
              >
                <input type="radio" name="theme" value={value} checked={prefs.theme === value} onChange={() => setPrefs((p) => ({ ...p, theme: value }))} className="sr-only" />
                <Icon aria-hidden className="h-5 w-5 text-slate-600" />
                <span className="font-medium text-slate-800">{label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <Toggle
          icon={Bell}
          label="Notificações"
          hint="Mostrar avisos de sucesso e informações na tela. Avisos de erro aparecem sempre."
          checked={prefs.notifications}
          onChange={(notifications) => setPrefs((p) => ({ ...p, notifications }))}
        />
        {isAdmin && (
          <Toggle
            id="email-notifications"
            icon={Mail}
            label="Notificações por e-mail"
            hint={
              settings.emailConfigured
                ? 'Todos os usuários ativos recebem um resumo semanal (segunda-feira, 8h) e avisos das dívidas que vencem em 3 dias ou acabaram de vencer.'
                : messages.mail.emailNotificationsOff
            }
            checked={prefs.emailNotifications}
            disabled={!settings.emailConfigured && !prefs.emailNotifications}
            error={emailError}
            onChange={(emailNotifications) => setPrefs((p) => ({ ...p, emailNotifications }))}
          />
        )}
        {isAdmin && (
          <Toggle
            id="require-two-factor"
            icon={ShieldCheck}
            label="Exigir verificação em duas etapas dos administradores"
            hint="Um administrador sem ela só poderá configurá-la em Meu Perfil antes de usar o sistema. Ative-a no seu perfil primeiro."
            checked={prefs.requireTwoFactorForAdmins}
            error={twoFactorError}
            onChange={(requireTwoFactorForAdmins) => setPrefs((p) => ({ ...p, requireTwoFactorForAdmins }))}
          />
        )}
        <div className="flex justify-end border-t border-slate-100 pt-5">
          <BusyButton busy={save.isPending} busyText="Salvando...">
            Salvar
          </BusyButton>
        </div>
      </form>
      {isAdmin && <PixKey />}
      {canMoveOpening && <OpeningDate />}
      {isAdmin && <ExportAll />}
    </div>
  )
}
