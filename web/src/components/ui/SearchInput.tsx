import { useState } from 'react'
import { Search } from 'lucide-react'
import { inputClass } from './FormField'

/**
 * SearchInput is a list screen's search box, with the magnifier. It keeps what is typed and reports each change; a
 * value changed from outside (the back button) replaces the text. The list hands back what was reported a little
 * later (through the address): such a late echo of text already typed past must not replace it, or fast typing
 * loses letters ('Capital' read 'Caital').
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
  // What this box reported that the list has not handed back yet, oldest first.
  const [pending, setPending] = useState<string[]>([])
  if (value !== seen) {
    setSeen(value)
    const echo = pending.indexOf(value)
    if (echo >= 0) {
      setPending(pending.slice(echo + 1)) // its own text coming back: what was typed since stays
    } else {
      setPending([])
      if (text !== value) setText(value)
    }
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
          setPending([...pending.slice(-99), e.target.value])
          onChange(e.target.value)
        }}
        className={`${inputClass} pl-10`}
      />
    </div>
  )
}
