import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { buttonClass, inputClass } from '@/components/ui/FormField'
import { PanelForm } from '@/components/ui/Panel'
import { useToast } from '@/components/ui/Toast'
import { STATES } from '@/lib/states'
import { months } from '@/lib/vocabulary'
import { useDeleteVehicleTaxRules, useSetVehicleTaxRules, useVehicleTaxRules, type VehicleTaxRule } from '../api/vehicle-tax-rules'
import { DIGITS, TAX_KINDS, byState, dueText, editorValues, rulesOf, taxRulesSchema, type TaxRulesValues } from '../lib/tax-rules'

type StateRules = Record<string, Record<number, VehicleTaxRule>>

/**
 * VehicleTaxRules is the Agenda's table of when the vehicles' IPVA and licenciamento fall due, by the state they are
 * registered in and the plate's final digit, each state with the source of its lines; an administrator
 * (settings.update) types a state's table, adds one or removes it.
 */
export function VehicleTaxRules({ canEdit }: { canEdit: boolean }) {
  const { data: rules = [] } = useVehicleTaxRules()
  const states = byState(rules)
  const [editing, setEditing] = useState<string | null>(null)
  const [adding, setAdding] = useState('')
  const [removing, setRemoving] = useState<string | null>(null)
  const remove = useDeleteVehicleTaxRules()
  const toast = useToast()
  const missing = STATES.filter((uf) => !states.has(uf))
  const shown = editing && !states.has(editing) ? [...states.keys(), editing] : [...states.keys()]

  return (
    <section aria-labelledby="tax-rules-title" className="mt-8 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="tax-rules-title" className="font-semibold text-slate-900">
        Vencimentos de IPVA e licenciamento
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Por final de placa, pela UF de registro do veículo (no cadastro do veículo). Sem dia, vence no último dia do mês.
      </p>
      {shown.length === 0 && <p className="mt-4 text-sm text-slate-500">Nenhuma tabela cadastrada.</p>}
      {shown.map((state) =>
        editing === state ? (
          <RulesEditor key={state} state={state} lines={states.get(state)} onDone={() => setEditing(null)} />
        ) : (
          <StateTable
            key={state}
            state={state}
            lines={states.get(state) ?? {}}
            actions={
              canEdit && (
                <span className="flex gap-3">
                  <button type="button" className="text-sm font-medium text-primary-700 underline-offset-2 hover:underline" onClick={() => setEditing(state)}>
                    Editar {state}
                  </button>
                  <button type="button" className="text-sm font-medium text-red-700 underline-offset-2 hover:underline" onClick={() => setRemoving(state)}>
                    Remover {state}
                  </button>
                </span>
              )
            }
          />
        ),
      )}
      {canEdit && editing === null && (
        <div className="mt-4 flex flex-wrap items-end gap-2">
          <label className="text-sm text-slate-700">
            <span className="mb-1 block font-medium">Nova tabela</span>
            <select className={inputClass} value={adding} onChange={(e) => setAdding(e.target.value)} aria-label="UF da nova tabela">
              <option value="">Escolha a UF</option>
              {missing.map((uf) => (
                <option key={uf} value={uf}>
                  {uf}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className={buttonClass.secondary} disabled={!adding} onClick={() => (setEditing(adding), setAdding(''))}>
            Adicionar tabela
          </button>
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remover Tabela"
        message={`Remover a tabela de ${removing}? Os veículos registrados nesse estado saem da agenda de IPVA e licenciamento.`}
        confirmText="Remover"
        processing={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing, {
            onSuccess: () => toast.success('Tabela removida com sucesso!'),
            onError: (err) => (console.error('Erro ao remover tabela', err), toast.error('Erro ao remover tabela', err.message)),
            onSettled: () => setRemoving(null),
          })
        }
        onClose={() => setRemoving(null)}
      />
    </section>
  )
}

/** StateTable shows a state's lines: for each final digit when its IPVA and its licenciamento fall due, and their sources. */
function StateTable({ state, lines, actions }: { state: string; lines: StateRules; actions: React.ReactNode }) {
  const sources = TAX_KINDS.flatMap(([kind, name]) => {
    const source = Object.values(lines[kind] ?? {}).find((r) => r.source)?.source
    return source ? [`${name} — ${source}`] : []
  })
  return (
    <div className="mt-4">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{state}</h3>
        {actions}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" aria-label={`Vencimentos de ${state}`}>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="py-1.5 pr-3 font-medium">Final da placa</th>
              {TAX_KINDS.map(([kind, name]) => (
                <th key={kind} scope="col" className="py-1.5 pr-3 font-medium">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {DIGITS.map((digit) => (
              <tr key={digit}>
                <th scope="row" className="py-1.5 pr-3 text-left font-medium tabular-nums text-slate-900">{digit}</th>
                {TAX_KINDS.map(([kind]) => (
                  <td key={kind} className="py-1.5 pr-3 text-slate-700">
                    {dueText(lines[kind]?.[digit])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {sources.length > 0 && (
        <ul className="mt-2 space-y-0.5 text-xs text-slate-500" aria-label={`Fontes de ${state}`}>
          {sources.map((s) => (
            <li key={s}>Fonte: {s}</li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** RulesEditor types a state's table: a month and an optional day for each final digit, for the IPVA and the licenciamento. */
function RulesEditor({ state, lines, onDone }: { state: string; lines?: StateRules; onDone: () => void }) {
  const save = useSetVehicleTaxRules()
  const form = useForm<TaxRulesValues>({ resolver: zodResolver(taxRulesSchema), defaultValues: editorValues(lines) })
  const { register } = form
  const { errors } = form.formState
  const dayError = TAX_KINDS.flatMap(([kind]) => DIGITS.map((_, i) => errors[kind]?.[i]?.day?.message)).find(Boolean)
  return (
    <PanelForm
      label={`Salvar tabela de ${state}`}
      form={form}
      act={(v) => save.mutateAsync({ state, rules: rulesOf(v) })}
      done="Tabela salva com sucesso!"
      failure="Erro ao salvar tabela"
      onDone={onDone}
    >
      <h3 className="font-semibold text-slate-900">Tabela de {state}</h3>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 pr-2 font-medium">Final</th>
              {TAX_KINDS.map(([kind, name]) => (
                <th key={kind} scope="col" colSpan={2} className="py-1 pr-2 font-medium">
                  {name}: mês e dia
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {DIGITS.map((digit, i) => (
              <tr key={digit}>
                <th scope="row" className="py-1 pr-2 text-left font-medium tabular-nums">{digit}</th>
                {TAX_KINDS.map(([kind, name]) => {
                  const wrong = errors[kind]?.[i]?.day?.message
                  return [
                    <td key={`${kind}-month`} className="py-1 pr-2">
                      <select className={inputClass} aria-label={`${name}, final ${digit}: mês`} {...register(`${kind}.${i}.month`)}>
                        {months.map((m, n) => (
                          <option key={m} value={String(n + 1)}>
                            {m}
                          </option>
                        ))}
                      </select>
                    </td>,
                    <td key={`${kind}-day`} className="py-1 pr-2">
                      <input
                        className={`${inputClass} w-20`}
                        inputMode="numeric"
                        placeholder="fim"
                        aria-label={`${name}, final ${digit}: dia`}
                        aria-invalid={wrong ? true : undefined}
                        title={wrong}
                        {...register(`${kind}.${i}.day`)}
                      />
                    </td>,
                  ]
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {dayError && (
        <p role="alert" className="text-sm text-red-700">
          {dayError}
        </p>
      )}
    </PanelForm>
  )
}
