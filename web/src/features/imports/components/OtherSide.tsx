import { FormField, controlProps, inputClass } from '@/components/ui/FormField'
import { COUNTERPARTS, type CounterpartEvent } from '@/lib/counterparts'

/** OtherSideChoice is what the person chose: a counterpart's kind ('' for none yet) and an adjustment's reason. */
export type OtherSideChoice = { kind: string; reason: string }

/**
 * OtherSide asks where the value of every row came from (docs/product.md §10): a spreadsheet brings in what the company
 * already had, so no account moved — 'Saldo de abertura', 'Aporte dos sócios', 'Ajuste (com justificativa)'…
 */
export function OtherSide({
  event,
  value,
  onChange,
  errors,
}: {
  event: CounterpartEvent
  value: OtherSideChoice
  onChange: (value: OtherSideChoice) => void
  errors: { kind?: string; reason?: string }
}) {
  return (
    <div className="mt-4 grid gap-3 sm:grid-cols-2">
      <FormField
        label="Contrapartida das linhas"
        htmlFor="import-counterpart"
        error={errors.kind}
        hint="Nenhuma conta é movimentada: diga de onde veio o valor de cada linha."
      >
        <select {...controlProps('import-counterpart', errors.kind)} value={value.kind} onChange={(e) => onChange({ ...value, kind: e.target.value })} className={inputClass}>
          <option value="">Escolha a contrapartida…</option>
          {Object.entries(COUNTERPARTS[event]).map(([kind, name]) => (
            <option key={kind} value={kind}>
              {name}
            </option>
          ))}
        </select>
      </FormField>
      {value.kind === 'adjustment' && (
        <FormField label="Motivo do ajuste" htmlFor="import-counterpart-reason" error={errors.reason}>
          <input
            {...controlProps('import-counterpart-reason', errors.reason)}
            value={value.reason}
            maxLength={500}
            onChange={(e) => onChange({ ...value, reason: e.target.value })}
            className={inputClass}
          />
        </FormField>
      )}
    </div>
  )
}
