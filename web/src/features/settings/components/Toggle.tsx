import { useId } from 'react'
import type { LucideIcon } from 'lucide-react'

/** Toggle is a preference of Configurações: a checkbox with its icon, label and the line that explains it. */
export function Toggle({
  id,
  icon: Icon,
  label,
  hint,
  checked,
  disabled = false,
  error,
  onChange,
}: {
  id?: string
  icon: LucideIcon
  label: string
  hint: string
  checked: boolean
  disabled?: boolean
  error?: string | null
  onChange: (checked: boolean) => void
}) {
  const ownId = useId()
  const hintId = `${id ?? ownId}-hint`
  return (
    <div>
      <label className={`flex items-start gap-3 ${disabled ? 'cursor-not-allowed' : 'cursor-pointer'}`}>
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={hintId}
          aria-invalid={!!error}
          className="mt-1 h-4 w-4 rounded border-slate-300 accent-primary-600"
        />
        <span>
          <span className="flex items-center gap-2 font-medium text-slate-800">
            <Icon aria-hidden className="h-4 w-4 shrink-0" /> {label}
          </span>
          <span id={hintId} className="block text-sm text-slate-500">
            {hint}
          </span>
        </span>
      </label>
      {error && <p className="mt-1 pl-7 text-sm text-red-700">{error}</p>}
    </div>
  )
}
