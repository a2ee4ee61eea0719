import type { Ref } from 'react'
import { FileSpreadsheet } from 'lucide-react'

/**
 * FilePicker is a one-file field in Portuguese — 'Selecionar arquivo' and the name of the one chosen, or 'Nenhum arquivo
 * escolhido' — where the browser's own input would say 'Choose File' in the browser's language. The input itself is
 * hidden but keeps its label, its keyboard focus (the ring shows on the box) and its file list.
 */
export function FilePicker({
  id,
  label,
  accept,
  file,
  onFile,
  inputRef,
}: {
  id: string
  label: string
  accept: string
  /** file is the one chosen, shown by name. */
  file: File | null
  onFile: (file: File | null) => void
  inputRef?: Ref<HTMLInputElement>
}) {
  return (
    <div className="mt-4">
      <span id={`${id}-label`} className="block text-sm font-medium text-slate-700">
        {label}
      </span>
      <label
        htmlFor={id}
        className="mt-1 flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border-2 border-dashed border-slate-300 px-4 py-3 text-sm transition hover:border-primary-400 focus-within:ring-2 focus-within:ring-primary-500 focus-within:ring-offset-2"
      >
        <FileSpreadsheet aria-hidden className="h-5 w-5 shrink-0 text-slate-400" />
        <span className="font-medium text-primary-700">Selecionar arquivo</span>
        <span className="min-w-0 break-all text-slate-600">{file ? file.name : 'Nenhum arquivo escolhido'}</span>
        <input
          id={id}
          ref={inputRef}
          type="file"
          accept={accept}
          aria-labelledby={`${id}-label`}
          className="sr-only"
          onChange={(e) => onFile(e.target.files?.[0] ?? null)}
        />
      </label>
    </div>
  )
}
