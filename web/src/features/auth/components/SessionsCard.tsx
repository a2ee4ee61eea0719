import { useState } from 'react'
import { Monitor, Smartphone } from 'lucide-react'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { buttonClass } from '@/components/ui/FormField'
import { Spinner } from '@/components/ui/Spinner'
import { useToast } from '@/components/ui/Toast'
import { formatDateTime } from '@/lib/dates'
import { useEndOtherSessions, useEndSession, useSessions, type ActiveSession } from '../api/sessions'

const isPhone = (s: ActiveSession) => /iPhone|iPad|Android/.test(s.device)

/** SessionsCard lists one's signed-in devices in 'Meu Perfil', with 'Encerrar' for each and for all the others. */
export function SessionsCard() {
  const { data: sessions, isLoading, isError } = useSessions()
  const endOne = useEndSession()
  const endOthers = useEndOtherSessions()
  const toast = useToast()
  const [confirmOthers, setConfirmOthers] = useState(false)
  const others = sessions?.filter((s) => !s.current).length ?? 0

  return (
    <section aria-labelledby="sessions-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="sessions-title" className="text-lg font-semibold text-slate-900">
            Sessões ativas
          </h2>
          <p className="text-sm text-slate-600">Os aparelhos em que você está conectado.</p>
        </div>
        {others > 0 && (
          <button type="button" onClick={() => setConfirmOthers(true)} className={`${buttonClass.secondary} shrink-0`}>
            Encerrar todas as outras
          </button>
        )}
      </div>
      {isLoading && (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      )}
      {isError && <p className="text-sm text-red-700">Não foi possível carregar as sessões.</p>}
      {sessions && (
        <ul className="divide-y divide-slate-100">
          {sessions.map((s) => {
            const Icon = isPhone(s) ? Smartphone : Monitor
            return (
              <li key={s.id} data-testid="session" className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
                <div className="flex min-w-0 flex-1 items-start gap-3">
                  <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" />
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                      {s.device}
                      {s.current && <span className="rounded-full bg-primary-100 px-2 py-0.5 text-xs font-medium text-primary-800">Esta sessão</span>}
                    </p>
                    <p className="text-sm text-slate-600">{s.address ? `Endereço ${s.address}` : 'Endereço desconhecido'}</p>
                    <p className="text-xs text-slate-500">
                      Entrou em {formatDateTime(s.createdAt)} · Último uso em {formatDateTime(s.lastUsedAt)}
                    </p>
                  </div>
                </div>
                {!s.current && (
                  <button
                    type="button"
                    disabled={endOne.isPending}
                    onClick={() =>
                      endOne.mutate(s.id, {
                        onSuccess: () => toast.success('Sessão encerrada.'),
                        onError: (err) => toast.error('Erro ao encerrar a sessão', err.message),
                      })
                    }
                    className={`${buttonClass.secondary} self-start sm:self-center`}
                  >
                    Encerrar
                  </button>
                )}
              </li>
            )
          })}
        </ul>
      )}
      <ConfirmDialog
        open={confirmOthers}
        title="Encerrar todas as outras sessões"
        message="Os outros aparelhos precisarão entrar de novo. Esta sessão continua aberta."
        confirmText="Encerrar"
        type="warning"
        processing={endOthers.isPending}
        onClose={() => setConfirmOthers(false)}
        onConfirm={() =>
          endOthers.mutate(undefined, {
            onSuccess: (n) => {
              setConfirmOthers(false)
              toast.success(n === 1 ? '1 sessão encerrada.' : `${n} sessões encerradas.`)
            },
            onError: (err) => {
              setConfirmOthers(false)
              toast.error('Erro ao encerrar as sessões', err.message)
            },
          })
        }
      />
    </section>
  )
}
