import { useEffect, useState } from 'react'
import { Bell, Mail, Moon, ShieldCheck, Sun } from 'lucide-react'
import { buttonClass } from '@/components/ui/FormField'
import { useToast } from '@/components/ui/Toast'
import { ApiError } from '@/lib/api-client'
import { useSession } from '@/lib/auth'
import { hasPermission } from '@/lib/permissions'
import { useSettings, useUpdateSettings, type Settings } from '@/lib/settings'
import { messages } from '@/lib/vocabulary'
import { ExportAll } from '../components/ExportAll'
import { OpeningDate } from '../components/OpeningDate'

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
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            checked={prefs.notifications}
            onChange={(e) => setPrefs((p) => ({ ...p, notifications: e.target.checked }))}
            className="mt-1 h-4 w-4 rounded border-slate-300 accent-primary-600"
          />
          <span>
            <span className="flex items-center gap-2 font-medium text-slate-800">
              <Bell aria-hidden className="h-4 w-4" /> Notificações
            </span>
            <span className="block text-sm text-slate-500">Mostrar avisos de sucesso e informações na tela. Avisos de erro aparecem sempre.</span>
          </span>
        </label>
        {isAdmin && (
          <div>
            <label className={`flex items-start gap-3 ${settings.emailConfigured ? 'cursor-pointer' : 'cursor-not-allowed'}`}>
              <input
                type="checkbox"
                checked={prefs.emailNotifications}
                disabled={!settings.emailConfigured && !prefs.emailNotifications}
                onChange={(e) => setPrefs((p) => ({ ...p, emailNotifications: e.target.checked }))}
                aria-describedby="email-notifications-hint"
                aria-invalid={!!emailError}
                className="mt-1 h-4 w-4 rounded border-slate-300 accent-primary-600"
              />
              <span>
                <span className="flex items-center gap-2 font-medium text-slate-800">
                  <Mail aria-hidden className="h-4 w-4 shrink-0" /> Notificações por e-mail
                </span>
                <span id="email-notifications-hint" className="block text-sm text-slate-500">
                  {settings.emailConfigured
                    ? 'Todos os usuários ativos recebem um resumo semanal (segunda-feira, 8h) e avisos das dívidas que vencem em 3 dias ou acabaram de vencer.'
                    : messages.mail.emailNotificationsOff}
                </span>
              </span>
            </label>
            {emailError && <p className="mt-1 pl-7 text-sm text-red-700">{emailError}</p>}
          </div>
        )}
        {isAdmin && (
          <div>
            <label className="flex cursor-pointer items-start gap-3">
              <input
                type="checkbox"
                checked={prefs.requireTwoFactorForAdmins}
                onChange={(e) => setPrefs((p) => ({ ...p, requireTwoFactorForAdmins: e.target.checked }))}
                aria-describedby="require-two-factor-hint"
                aria-invalid={!!twoFactorError}
                className="mt-1 h-4 w-4 rounded border-slate-300 accent-primary-600"
              />
              <span>
                <span className="flex items-center gap-2 font-medium text-slate-800">
                  <ShieldCheck aria-hidden className="h-4 w-4 shrink-0" /> Exigir verificação em duas etapas dos administradores
                </span>
                <span id="require-two-factor-hint" className="block text-sm text-slate-500">
                  Um administrador sem ela só poderá configurá-la em Meu Perfil antes de usar o sistema. Ative-a no seu perfil primeiro.
                </span>
              </span>
            </label>
            {twoFactorError && <p className="mt-1 pl-7 text-sm text-red-700">{twoFactorError}</p>}
          </div>
        )}
        <div className="flex justify-end border-t border-slate-100 pt-5">
          <button type="submit" disabled={save.isPending} className={buttonClass.primary}>
            {save.isPending ? 'Salvando...' : 'Salvar'}
          </button>
        </div>
      </form>
      {canMoveOpening && <OpeningDate />}
      {isAdmin && <ExportAll />}
    </div>
  )
}
