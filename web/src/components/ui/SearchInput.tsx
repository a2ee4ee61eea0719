import { useState } from 'react'
import { Search } from 'lucide-react'
import { inputClass } from './FormField'

/**
 * SearchInput is a list screen's search box, with the magnifier. It keeps what is typed and reports each change; a
 * value changed from outside (the back button) replaces the text.
 */
export function SearchInput({
  label,
  placeholder,
  value,
  onChange,
  className = '',
}: {
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  className?: string
}) {
  const [text, setText] = useState(value)
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    setSeen(value)
    if (text !== value) setText(value)
  }
  return (
    <div className={`relative ${className}`}>
      <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400" />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(e) => {
          setText(e.target.value)
          setSeen(e.target.value)
          onChange(e.target.value)
        }}
        className={`${inputClass} pl-10`}
      />
    </div>
  )
}
