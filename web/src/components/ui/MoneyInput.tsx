import { useState, type InputHTMLAttributes } from 'react'
import { formatMoneyInput, maskMoney, parseMoney } from '@/lib/money'
import { inputClass } from './FormField'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: number
  onChange: (reais: number) => void
}

/** MoneyInput is typed as masked Brazilian money ('1.234,56') and reports the value in reais. */
export function MoneyInput({ value, onChange, className, ...rest }: Props) {
  const [text, setText] = useState(formatMoneyInput(value))
  // A value set from outside (a reset, a default) replaces the text, unless the text already says it.
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    setSeen(value)
    if (parseMoney(text) !== value) setText(formatMoneyInput(value))
  }

  return (
    <div className="relative">
      <span aria-hidden className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-slate-500">
        R$
      </span>
      <input
        {...rest}
        type="text"
        inputMode="decimal"
        value={text}
        placeholder={rest.placeholder ?? '0,00'}
        onChange={(e) => {
          const masked = maskMoney(e.target.value)
          setText(masked)
          onChange(parseMoney(masked))
        }}
        className={`${inputClass} pl-10 ${className ?? ''}`}
      />
    </div>
  )
}
