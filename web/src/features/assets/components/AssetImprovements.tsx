import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Hammer } from 'lucide-react'
import { AccountField } from '@/components/ui/AccountField'
import { DateField, InputField, MoneyField } from '@/components/ui/fields'
import { EntriesPanel, PanelForm } from '@/components/ui/Panel'
import { useConfirmDelete } from '@/components/ui/use-confirm-delete'
import { NO_ACCOUNT, accountIdOf } from '@/lib/account-options'
import { formatDate, todayISO } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import { useAddImprovement, useDeleteImprovement, useImprovements, type AssetImprovement } from '../api/improvements'
import type { Asset } from '../api/types'
import { improvementSchema, type ImprovementFormValues } from '../lib/schemas'

/**
 * AssetImprovements is the 'Benfeitorias' section of an asset: work that adds to what it cost (a roof, an
 * extension), newest first, with the cost it makes; 'Registrar benfeitoria' (date, what, amount, account) for who may
 * edit the asset, and 'Excluir' on each for who may delete it. The current value is a valuation's: an improvement
 * does not change it.
 */
export function AssetImprovements({ asset, canAdd, canDelete }: { asset: Asset; canAdd: boolean; canDelete: boolean }) {
  const { data: improvements = [], isPending } = useImprovements(asset.id)
  const remove = useConfirmDelete<AssetImprovement>({
    mutation: useDeleteImprovement(asset.id),
    title: 'Excluir Benfeitoria',
    message: (m) => `Tem certeza que deseja excluir a benfeitoria de ${formatBRL(m.amount)} em ${formatDate(m.date)}? O valor volta à conta.`,
    success: 'Benfeitoria excluída com sucesso!',
    failure: 'Erro ao excluir benfeitoria',
  })
  return (
    <EntriesPanel
      id="improvements-title"
      title="Benfeitorias"
      icon={Hammer}
      addLabel="Registrar benfeitoria"
      canAdd={canAdd}
      entries={improvements}
      pending={isPending}
      empty="Nenhuma benfeitoria registrada. Elas somam ao custo do bem na posição em 31/12."
      list={{
        label: 'Benfeitorias',
        testId: 'improvement',
        describe: (m) => `${m.description} · ${m.accountName || 'Conta excluída'}`,
        deleteLabel: (date) => `Excluir benfeitoria de ${date}`,
      }}
      onDelete={canDelete ? remove.ask : undefined}
      footer={
        <>
          <span className="font-medium text-slate-700">Custo (aquisição + benfeitorias)</span>
          <strong className="tabular-nums text-slate-900">{formatBRL(asset.acquisitionValue + asset.improvements)}</strong>
        </>
      }
      form={(done) => <ImprovementForm asset={asset} onDone={done} />}
      dialog={remove.dialog}
    />
  )
}

function ImprovementForm({ asset, onDone }: { asset: Asset; onDone: () => void }) {
  const add = useAddImprovement()
  const form = useForm<ImprovementFormValues>({
    resolver: zodResolver(improvementSchema(asset.acquisitionDate)),
    defaultValues: { date: todayISO(), amount: 0, description: '', accountId: NO_ACCOUNT },
  })
  const { control, register } = form
  const { errors } = form.formState
  return (
    <PanelForm
      label="Registrar benfeitoria"
      form={form}
      act={(v) => add.mutateAsync({ id: asset.id, ...v, description: v.description.trim(), accountId: accountIdOf(v.accountId) })}
      done="Benfeitoria registrada com sucesso!"
      failure="Erro ao registrar benfeitoria"
      onDone={onDone}
    >
      <InputField label="O que foi feito" placeholder="Ex.: troca do telhado" error={errors.description?.message} registration={register('description')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <DateField label="Data da benfeitoria" error={errors.date?.message} control={control} name="date" id="improvement-date" />
        <MoneyField label="Valor" error={errors.amount?.message} control={control} name="amount" />
        <AccountField label="Pago com a conta" error={errors.accountId?.message} registration={register('accountId')} />
      </div>
    </PanelForm>
  )
}
