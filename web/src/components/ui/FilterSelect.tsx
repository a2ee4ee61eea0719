import { inputClass } from './FormField'

/**
 * FilterSelect is a list screen's filter: a select named by its aria-label, whose first option is 'all' (allValue is
 * '' or 'all', as the screen's filters use) followed by the given [value, label] options.
 */
export function FilterSelect({
  label,
  value,
  onChange,
  allLabel,
  allValue,
  options,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  allLabel: string
  allValue: '' | 'all'
  options: readonly (readonly [string, string])[]
}) {
  return (
    <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
      <option value={allValue}>{allLabel}</option>
      {options.map(([optionValue, optionLabel]) => (
        <option key={optionValue} value={optionValue}>
          {optionLabel}
        </option>
      ))}
    </select>
  )
}
