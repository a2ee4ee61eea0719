import { useState, type InputHTMLAttributes, type Ref } from 'react'
import { dateFromInput, formatDate, maskDate, readPastedDate } from '@/lib/dates'
import { inputClass } from './FormField'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: string
  onChange: (value: string) => void
  ref?: Ref<HTMLInputElement>
}

/** textOf is the text a form value shows: an ISO date as 'dd/mm/aaaa', anything else (typed text, '') as is. */
const textOf = (value: string) => formatDate(value) || value

/**
 * DateInput is a calendar date typed as 'dd/mm/aaaa' whatever the browser's language (docs/product.md §9): a text
 * input of digits that puts the slashes in as they are typed. It reports 'YYYY-MM-DD' for a whole real date, '' when
 * empty, and otherwise the text typed, which the forms' schemas refuse (DATE_INVALID), so a wrong date is never sent.
 * A pasted or dropped date ('31/01/2026', '1/2/2026', '2026-01-31') replaces the field's text.
 */
export function DateInput({ value, onChange, className, ...rest }: Props) {
  const [text, setText] = useState(() => textOf(value))
  // A value set from outside (a reset, a default) replaces the text, unless the text already says it.
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    setSeen(value)
    if (dateFromInput(text) !== value) setText(textOf(value))
  }

  const show = (masked: string) => {
    setText(masked)
    onChange(dateFromInput(masked))
  }
  const take = (written: string) => {
    const date = readPastedDate(written)
    show(date ?? maskDate(written))
  }

  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      placeholder={rest.placeholder ?? 'dd/mm/aaaa'}
      value={text}
      onChange={(e) => show(maskDate(e.target.value))}
      onPaste={(e) => {
        e.preventDefault()
        take(e.clipboardData.getData('text'))
      }}
      onDrop={(e) => {
        e.preventDefault()
        take(e.dataTransfer.getData('text'))
      }}
      className={`${inputClass} ${className ?? ''}`}
    />
  )
}
