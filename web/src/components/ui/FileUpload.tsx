import { useEffect, useId, useMemo, useState } from 'react'
import { FileText, Upload, X } from 'lucide-react'
import { ACCEPT_ATTRIBUTE, checkFiles, formatSize, isImageFile, type Accept } from './file-rules'

type Props = {
  id?: string
  label?: string
  multiple: boolean
  maxFiles: number
  maxSizeMB: number
  accept: Accept
  files: File[]
  onChange: (files: File[]) => void
  error?: string
}

/** FileUpload picks files within the limits of docs/product.md §9 and says why a file is refused (docs/product.md §5 "Files"). */
export function FileUpload({ id, label, multiple, maxFiles, maxSizeMB, accept, files, onChange, error }: Props) {
  const autoId = useId()
  const inputId = id ?? autoId
  const [problem, setProblem] = useState<string>()
  const [dragging, setDragging] = useState(false)
  const previews = useMemo(
    () => files.map((f) => (isImageFile(f) && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(f) : '')),
    [files],
  )
  useEffect(() => () => previews.forEach((p) => p && URL.revokeObjectURL(p)), [previews])

  const add = (picked: File[]) => {
    if (picked.length === 0) return
    const result = checkFiles(files, picked, { accept, maxFiles, maxSizeMB })
    setProblem(result.error)
    if (!result.error) onChange(result.files)
  }
  const message = problem ?? error

  return (
    <div>
      {label && <span className="mb-1.5 block text-sm font-medium text-slate-700">{label}</span>}
      <label
        htmlFor={inputId}
        onDragOver={(e) => {
          e.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault()
          setDragging(false)
          add(Array.from(e.dataTransfer.files))
        }}
        className={`flex cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed px-4 py-5 text-center text-sm transition focus-within:ring-2 focus-within:ring-primary-500 focus-within:ring-offset-2 ${
          dragging ? 'border-primary-500 bg-primary-50' : 'border-slate-300 hover:border-primary-400'
        }`}
      >
        <Upload aria-hidden className="h-6 w-6 text-slate-400" />
        <span className="font-medium text-primary-700">{multiple ? 'Selecionar arquivos' : 'Selecionar imagem'}</span>
        <span className="text-xs text-slate-500">
          {accept === 'images' ? 'PNG, JPEG, GIF ou WebP' : 'Imagens, PDF, DOC, DOCX ou TXT'} · até {maxSizeMB} MB
          {multiple ? ` · no máximo ${maxFiles} arquivos` : ''}
        </span>
        <input
          id={inputId}
          type="file"
          className="sr-only"
          multiple={multiple}
          accept={ACCEPT_ATTRIBUTE[accept]}
          aria-invalid={!!message}
          aria-describedby={message ? `${inputId}-error` : undefined}
          onChange={(e) => {
            add(Array.from(e.target.files ?? []))
            e.target.value = ''
          }}
        />
      </label>
      {message && (
        <p id={`${inputId}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
          {message}
        </p>
      )}
      {files.length > 0 && (
        <ul className="mt-3 space-y-2">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-2">
              {previews[i] ? (
                <img src={previews[i]} alt="" className="h-10 w-10 rounded object-cover" />
              ) : (
                <FileText aria-hidden className="h-10 w-10 p-2 text-slate-400" />
              )}
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-slate-800">{file.name}</span>
                <span className="block text-xs text-slate-500">{formatSize(file.size)}</span>
              </span>
              <button
                type="button"
                aria-label={`Remover ${file.name}`}
                onClick={() => {
                  setProblem(undefined)
                  onChange(files.filter((_, j) => j !== i))
                }}
                className="rounded p-1.5 text-slate-500 hover:bg-slate-200"
              >
                <X className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
