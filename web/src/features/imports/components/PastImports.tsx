import { useState } from 'react'
import { History, Undo2 } from 'lucide-react'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { Panel } from '@/components/ui/Panel'
import { useToast } from '@/components/ui/Toast'
import { ApiError } from '@/lib/api-client'
import { formatDateTime } from '@/lib/dates'
import { counted } from '@/lib/plural'
import { useImports, type PastImport } from '../api/get-imports'
import type { ImportKind } from '../api/types'
import { useUndoImport } from '../api/undo-import'

type Props = {
  kind: ImportKind
  /** removed says what an undo did: '3 ativos removidos'. */
  removed: (n: number) => string
  /** onUndone hears the batch an undo took back. */
  onUndone: (id: number) => void
}

/**
 * PastImports lists a kind's latest imports — the file, its rows, who and when, undone or not — so that one can be
 * undone later, after a confirmation, by its author or an administrator.
 */
export function PastImports({ kind, removed, onUndone }: Props) {
  const toast = useToast()
  const imports = useImports(kind)
  const undo = useUndoImport()
  const [asked, setAsked] = useState<PastImport | null>(null)
  if (!imports.data || imports.data.length === 0) return null

  const confirm = () => {
    if (!asked) return
    undo.mutate(asked.id, {
      onSuccess: (r) => {
        setAsked(null)
        onUndone(r.id)
        toast.success(`Importação desfeita: ${removed(r.removed)}.`)
      },
      onError: (err) => {
        setAsked(null)
        toast.error(err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Erro ao desfazer a importação.')
      },
    })
  }

  return (
    <Panel id="past-imports-title" title="Importações anteriores" icon={History}>
      <ul className="mt-3 divide-y divide-slate-100 text-sm">
        {imports.data.map((b) => (
          <li key={b.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-800" title={b.fileName}>{b.fileName}</p>
              <p className="text-slate-500">
                {counted(b.rows, 'linha', 'linhas')} · {b.createdBy?.name ?? 'Usuário removido'} · {formatDateTime(b.committedAt)}
                {b.status === 'undone' && <span className="text-amber-700"> · desfeita em {formatDateTime(b.undoneAt)}</span>}
              </p>
            </div>
            {b.canUndo && (
              <button
                type="button"
                className="inline-flex items-center gap-1 self-start rounded-lg px-3 py-2 text-red-700 hover:bg-red-50 sm:self-auto"
                aria-label={`Desfazer a importação de ${b.fileName}`}
                onClick={() => setAsked(b)}
              >
                <Undo2 aria-hidden className="h-4 w-4" /> Desfazer
              </button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={asked !== null}
        title="Desfazer importação"
        message={`Remover tudo o que ${asked?.fileName ?? 'a planilha'} trouxe? Só é possível enquanto nada do que foi importado mudou.`}
        confirmText="Desfazer"
        processing={undo.isPending}
        onConfirm={confirm}
        onClose={() => setAsked(null)}
      />
    </Panel>
  )
}
