import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Wrench } from 'lucide-react'
import { AccountField } from '@/components/ui/AccountField'
import { DatedEntries } from '@/components/ui/DatedEntries'
import { DateField, InputField, MoneyField, SelectField } from '@/components/ui/fields'
import { Panel, PanelAddButton, PanelForm } from '@/components/ui/Panel'
import { useConfirmDelete } from '@/components/ui/use-confirm-delete'
import { useActionSubmit } from '@/components/ui/use-action-submit'
import { NO_ACCOUNT, accountIdOf } from '@/lib/account-options'
import { formatDate, todayISO } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import { useAddVehicleCost, useDeleteVehicleCost, useVehicleCosts } from '../api/costs'
import type { Vehicle, VehicleCost } from '../api/types'
import { COST_LABELS } from '../lib/format'
import { costSchema, type CostFormValues } from '../lib/schemas'

const COST_OPTIONS = Object.entries(COST_LABELS) as [string, string][]

/**
 * VehicleCosts is the 'Custos' section of a vehicle: what was spent on it (funilaria, mecânica, documentação,
 * comissão…), newest first, with its total; 'Registrar custo' (date, kind, amount, description, account) for who
 * may edit the vehicle, and 'Excluir' on each for an administrator (a cost entered by mistake: its movement leaves
 * the account and the margin is as before it).
 */
export function VehicleCosts({ vehicle, canAdd, canDelete }: { vehicle: Vehicle; canAdd: boolean; canDelete: boolean }) {
  const { data: costs = [], isPending } = useVehicleCosts(vehicle.id)
  const [open, setOpen] = useState(false)
  const remove = useConfirmDelete<VehicleCost>({
    mutation: useDeleteVehicleCost(vehicle.id),
    title: 'Excluir Custo',
    message: (c) => `Tem certeza que deseja excluir o custo de ${formatBRL(c.amount)} em ${formatDate(c.date)}? O valor volta à conta.`,
    success: 'Custo excluído com sucesso!',
    failure: 'Erro ao excluir custo',
  })

  return (
    <Panel
      id="costs-title"
      title="Custos"
      icon={Wrench}
      action={canAdd && !open && <PanelAddButton label="Registrar custo" onClick={() => setOpen(true)} />}
    >
      {open && <CostForm vehicle={vehicle} onDone={() => setOpen(false)} />}
      {isPending ? null : costs.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">Nenhum custo registrado. Funilaria, documentação e comissão entram na margem.</p>
      ) : (
        <>
          <DatedEntries
            label="Custos"
            testId="cost"
            entries={costs}
            describe={(c) => (
              <>
                <strong className="font-medium text-slate-900">{COST_LABELS[c.category]}</strong>
                {c.description ? ` · ${c.description}` : ''} · {c.accountName || 'Conta excluída'}
              </>
            )}
            deleteLabel={(date) => `Excluir custo de ${date}`}
            onDelete={canDelete ? remove.ask : undefined}
          />
          <p className="mt-2 flex justify-between border-t border-slate-200 pt-3 text-sm">
            <span className="font-medium text-slate-700">Total dos custos</span>
            <strong className="tabular-nums text-slate-900">{formatBRL(vehicle.costs)}</strong>
          </p>
        </>
      )}
      {remove.dialog}
    </Panel>
  )
}

function CostForm({ vehicle, onDone }: { vehicle: Vehicle; onDone: () => void }) {
  const add = useAddVehicleCost()
  const form = useForm<CostFormValues>({
    resolver: zodResolver(costSchema(vehicle.purchaseDate)),
    defaultValues: { date: todayISO(), amount: 0, category: 'bodywork', description: '', accountId: NO_ACCOUNT },
  })
  const { control, register } = form
  const { errors, isSubmitting } = form.formState
  const submit = useActionSubmit(
    form,
    async (v) => {
      await add.mutateAsync({ id: vehicle.id, ...v, description: v.description.trim(), accountId: accountIdOf(v.accountId) })
      onDone()
    },
    'Custo registrado com sucesso!',
    'Erro ao registrar custo',
  )
  return (
    <PanelForm label="Registrar custo" onSubmit={submit} onCancel={onDone} busy={isSubmitting}>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField label="Data do custo" error={errors.date?.message} control={control} name="date" />
        <SelectField label="Tipo de custo" error={errors.category?.message} options={COST_OPTIONS} registration={register('category')} />
        <MoneyField label="Valor" error={errors.amount?.message} control={control} name="amount" />
        <AccountField label="Pago com a conta" error={errors.accountId?.message} registration={register('accountId')} />
      </div>
      <InputField label="Descrição (opcional)" placeholder="Ex.: para-choque dianteiro, nota 123" error={errors.description?.message} registration={register('description')} />
    </PanelForm>
  )
}
