import { useState, type InputHTMLAttributes } from 'react'
import { formatMoneyInput, maskMoney, parseMoney, parsePastedMoney } from '@/lib/money'
import { inputClass } from './FormField'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: number
  onChange: (reais: number) => void
}

/**
 * MoneyInput is typed as masked Brazilian money ('1.234,56'; typed digits are centavos) and reports the value in
 * reais. Pasted or dropped text is an amount written out, read by the parser rules of docs/product.md §5 ('R$ 1.200.000'
 * is R$ 1.200.000,00), and replaces the field's value; text with no digit in it changes nothing.
 */
export function MoneyInput({ value, onChange, className, ...rest }: Props) {
  const [text, setText] = useState(formatMoneyInput(value))
  // A value set from outside (a reset, a default) replaces the text, unless the text already says it.
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    setSeen(value)
    if (parseMoney(text) !== value) setText(formatMoneyInput(value))
  }

  const take = (written: string) => {
    const reais = parsePastedMoney(written)
    if (reais === null) return
    setText(formatMoneyInput(reais))
    onChange(reais)
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
        onPaste={(e) => {
          e.preventDefault()
          take(e.clipboardData.getData('text'))
        }}
        onDrop={(e) => {
          e.preventDefault()
          take(e.dataTransfer.getData('text'))
        }}
        className={`${inputClass} pl-10 ${className ?? ''}`}
      />
    </div>
  )
}
