import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Hammer } from 'lucide-react'
import { AccountField } from '@/components/ui/AccountField'
import { DatedEntries } from '@/components/ui/DatedEntries'
import { DateField, InputField, MoneyField } from '@/components/ui/fields'
import { Panel, PanelAddButton, PanelForm } from '@/components/ui/Panel'
import { useActionSubmit } from '@/components/ui/use-action-submit'
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
  const [open, setOpen] = useState(false)
  const remove = useConfirmDelete<AssetImprovement>({
    mutation: useDeleteImprovement(asset.id),
    title: 'Excluir Benfeitoria',
    message: (m) => `Tem certeza que deseja excluir a benfeitoria de ${formatBRL(m.amount)} em ${formatDate(m.date)}? O valor volta à conta.`,
    success: 'Benfeitoria excluída com sucesso!',
    failure: 'Erro ao excluir benfeitoria',
  })
  return (
    <Panel
      id="improvements-title"
      title="Benfeitorias"
      icon={Hammer}
      action={canAdd && !open && <PanelAddButton label="Registrar benfeitoria" onClick={() => setOpen(true)} />}
    >
      {open && <ImprovementForm asset={asset} onDone={() => setOpen(false)} />}
      {isPending ? null : improvements.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">Nenhuma benfeitoria registrada. Elas somam ao custo do bem na posição em 31/12.</p>
      ) : (
        <>
          <DatedEntries
            label="Benfeitorias"
            testId="improvement"
            entries={improvements}
            describe={(m) => `${m.description} · ${m.accountName || 'Conta excluída'}`}
            deleteLabel={(date) => `Excluir benfeitoria de ${date}`}
            onDelete={canDelete ? remove.ask : undefined}
          />
          <p className="mt-2 flex justify-between border-t border-slate-200 pt-3 text-sm">
            <span className="font-medium text-slate-700">Custo (aquisição + benfeitorias)</span>
            <strong className="tabular-nums text-slate-900">{formatBRL(asset.acquisitionValue + asset.improvements)}</strong>
          </p>
        </>
      )}
      {remove.dialog}
    </Panel>
  )
}

function ImprovementForm({ asset, onDone }: { asset: Asset; onDone: () => void }) {
  const add = useAddImprovement()
  const form = useForm<ImprovementFormValues>({
    resolver: zodResolver(improvementSchema(asset.acquisitionDate)),
    defaultValues: { date: todayISO(), amount: 0, description: '', accountId: NO_ACCOUNT },
  })
  const { control, register } = form
  const { errors, isSubmitting } = form.formState
  const submit = useActionSubmit(
    form,
    async (v) => {
      await add.mutateAsync({ id: asset.id, ...v, description: v.description.trim(), accountId: accountIdOf(v.accountId) })
      onDone()
    },
    'Benfeitoria registrada com sucesso!',
    'Erro ao registrar benfeitoria',
  )
  return (
    <PanelForm label="Registrar benfeitoria" onSubmit={submit} onCancel={onDone} busy={isSubmitting}>
      <InputField label="O que foi feito" placeholder="Ex.: troca do telhado" error={errors.description?.message} registration={register('description')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <DateField label="Data da benfeitoria" error={errors.date?.message} control={control} name="date" id="improvement-date" />
        <MoneyField label="Valor" error={errors.amount?.message} control={control} name="amount" />
        <AccountField label="Pago com a conta" error={errors.accountId?.message} registration={register('accountId')} />
      </div>
    </PanelForm>
  )
}
