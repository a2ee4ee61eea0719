import { useState } from 'react'
import { Upload } from 'lucide-react'
import { ApiError } from '@/lib/api-client'
import { FilePicker } from './FilePicker'
import { buttonClass } from './FormField'
import { Panel } from './Panel'

/**
 * CsvImport is a panel that sends a CSV file (send answers what was kept, in words) and says what it kept, or the
 * server's reason for refusing the file ('Linha 3: …').
 */
export function CsvImport({
  id,
  title,
  hint,
  missing,
  pending,
  send,
}: {
  id: string
  title: string
  hint: string
  /** missing is said when no file was chosen. */
  missing: string
  pending: boolean
  send: (file: File) => Promise<string>
}) {
  const [chosen, setChosen] = useState<File | null>(null)
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const submit = async () => {
    if (!chosen) {
      setOutcome({ ok: false, text: missing })
      return
    }
    try {
      setOutcome({ ok: true, text: await send(chosen) })
    } catch (err) {
      const text = err instanceof ApiError ? (err.fields?.file ?? err.serverMessage ?? 'Erro ao importar o arquivo.') : 'Erro ao importar o arquivo.'
      setOutcome({ ok: false, text })
    }
  }
  return (
    <Panel id={`${id}-title`} title={title} icon={Upload}>
      <p className="mt-2 text-sm text-slate-600">{hint}</p>
      <FilePicker id={id} label="Arquivo CSV" accept=".csv,text/csv" file={chosen} onFile={setChosen} />
      <button type="button" className={`${buttonClass.primary} mt-3`} disabled={pending} onClick={() => void submit()}>
        {pending ? 'Importando...' : 'Importar'}
      </button>
      {outcome && (
        <p role={outcome.ok ? 'status' : 'alert'} className={`mt-3 text-sm ${outcome.ok ? 'text-emerald-700' : 'text-red-700'}`}>
          {outcome.text}
        </p>
      )}
    </Panel>
  )
}
