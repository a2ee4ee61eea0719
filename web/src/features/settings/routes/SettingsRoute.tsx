import { useEffect, useState } from 'react'
import { Bell, Moon, Sun } from 'lucide-react'
import { buttonClass } from '@/components/ui/FormField'
import { useToast } from '@/components/ui/Toast'
import { ApiError } from '@/lib/api-client'
import { useSettings, useUpdateSettings, type Settings } from '@/lib/settings'

type Preferences = Pick<Settings, 'theme' | 'notifications'>

/** SettingsRoute holds the system preferences: theme and notifications (spec §3 Settings). */
export default function SettingsRoute() {
  const { settings, isLoading } = useSettings()
  const toast = useToast()
  const [prefs, setPrefs] = useState<Preferences>({ theme: 'light', notifications: true })
  const save = useUpdateSettings()

  useEffect(() => {
    if (!isLoading) setPrefs({ theme: settings.theme, notifications: settings.notifications })
  }, [isLoading, settings])

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    save.mutate(prefs, {
      onSuccess: () => toast.success('Configurações salvas com sucesso!'),
      onError: (err) => toast.error(err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Erro ao salvar configurações'),
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
        <div className="flex justify-end border-t border-slate-100 pt-5">
          <button type="submit" disabled={save.isPending} className={buttonClass.primary}>
            {save.isPending ? 'Salvando...' : 'Salvar'}
          </button>
        </div>
      </form>
    </div>
  )
}
