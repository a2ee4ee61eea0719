import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Wrench } from 'lucide-react'
import { AccountField } from '@/components/ui/AccountField'
import { DateField, InputField, MoneyField, SelectField } from '@/components/ui/fields'
import { EntriesPanel, PanelForm } from '@/components/ui/Panel'
import { useConfirmDelete } from '@/components/ui/use-confirm-delete'
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
  const remove = useConfirmDelete<VehicleCost>({
    mutation: useDeleteVehicleCost(vehicle.id),
    title: 'Excluir Custo',
    message: (c) => `Tem certeza que deseja excluir o custo de ${formatBRL(c.amount)} em ${formatDate(c.date)}? O valor volta à conta.`,
    success: 'Custo excluído com sucesso!',
    failure: 'Erro ao excluir custo',
  })
  return (
    <EntriesPanel
      id="costs-title"
      title="Custos"
      icon={Wrench}
      addLabel="Registrar custo"
      canAdd={canAdd}
      entries={costs}
      pending={isPending}
      empty="Nenhum custo registrado. Funilaria, documentação e comissão entram na margem."
      list={{
        label: 'Custos',
        testId: 'cost',
        describe: (c) => (
          <>
            <strong className="font-medium text-slate-900">{COST_LABELS[c.category]}</strong>
            {c.description ? ` · ${c.description}` : ''} · {c.accountName || 'Conta excluída'}
          </>
        ),
        deleteLabel: (date) => `Excluir custo de ${date}`,
      }}
      onDelete={canDelete ? remove.ask : undefined}
      footer={
        <>
          <span className="font-medium text-slate-700">Total dos custos</span>
          <strong className="tabular-nums text-slate-900">{formatBRL(vehicle.costs)}</strong>
        </>
      }
      form={(done) => <CostForm vehicle={vehicle} onDone={done} />}
      dialog={remove.dialog}
    />
  )
}

function CostForm({ vehicle, onDone }: { vehicle: Vehicle; onDone: () => void }) {
  const add = useAddVehicleCost()
  const form = useForm<CostFormValues>({
    resolver: zodResolver(costSchema(vehicle.purchaseDate)),
    defaultValues: { date: todayISO(), amount: 0, category: 'bodywork', description: '', accountId: NO_ACCOUNT },
  })
  const { control, register } = form
  const { errors } = form.formState
  return (
    <PanelForm
      label="Registrar custo"
      form={form}
      act={(v) => add.mutateAsync({ id: vehicle.id, ...v, description: v.description.trim(), accountId: accountIdOf(v.accountId) })}
      done="Custo registrado com sucesso!"
      failure="Erro ao registrar custo"
      onDone={onDone}
    >
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
