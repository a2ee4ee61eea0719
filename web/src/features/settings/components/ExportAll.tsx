import { useState } from 'react'
import { Download } from 'lucide-react'
import { BusyButton, FormField, controlProps, inputClass } from '@/components/ui/FormField'
import { useToast } from '@/components/ui/Toast'
import { ApiError } from '@/lib/api-client'
import { useSession } from '@/lib/auth'
import { messages } from '@/lib/vocabulary'
import { useExportAll } from '../api/export-all'

/**
 * ExportAll lets an administrator take the whole of the data out: one ZIP that `patrimonio import-all` restores. The
 * admin's password (and a code, with two-factor sign-in on) confirms it, so a session left open does not hand it out.
 */
export function ExportAll() {
  const toast = useToast()
  const { user } = useSession()
  const exportAll = useExportAll()
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({})
  const askCode = !!user?.twoFactorEnabled

  const start = (e: React.FormEvent) => {
    e.preventDefault()
    if (password === '') {
      setErrors({ password: messages.users.currentPassword })
      return
    }
    setErrors({})
    exportAll.mutate(askCode ? { password, code: code.trim() } : { password }, {
      onSuccess: (name) => {
        setPassword('')
        setCode('')
        toast.success(`Exportação salva: ${name}`)
      },
      onError: (err) => {
        const fields = err instanceof ApiError ? err.fields : undefined
        if (fields?.password || fields?.code) {
          setErrors({ password: fields.password, code: fields.code })
          return
        }
        toast.error(err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Erro ao exportar os dados')
      },
    })
  }
  return (
    <section aria-labelledby="export-all-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="export-all-title" className="flex items-center gap-2 font-medium text-slate-800">
        <Download aria-hidden className="h-4 w-4" /> Exportar todos os dados
      </h2>
      <p className="mt-1 text-sm text-slate-500">
        Um arquivo .zip com todos os registros (um CSV por tabela), as planilhas de ativos, veículos, dívidas, contas e índices no
        formato da importação (pasta planilhas), os arquivos enviados e um manifesto com as contagens e somas de verificação. Serve de
        cópia para levar a outro lugar: quem cuida da instalação o restaura num banco vazio, SQLite ou PostgreSQL, como explica o README.
        Não leva senhas nem a verificação em duas etapas: depois de restaurar, um administrador define as senhas de novo.
      </p>
      <form onSubmit={start} noValidate className="mt-4 grid gap-3 sm:grid-cols-2">
        <FormField label="Sua senha atual" htmlFor="export-password" error={errors.password}>
          <input
            {...controlProps('export-password', errors.password)}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className={inputClass}
          />
        </FormField>
        {askCode && (
          <FormField label="Código de verificação" htmlFor="export-code" error={errors.code} hint="Do aplicativo autenticador, ou um código de recuperação.">
            <input
              {...controlProps('export-code', errors.code)}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              className={inputClass}
            />
          </FormField>
        )}
        <div className="flex justify-end sm:col-span-2">
          <BusyButton busy={exportAll.isPending} busyText="Exportando..." tone="secondary">
            Baixar exportação (.zip)
          </BusyButton>
        </div>
      </form>
    </section>
  )
}
