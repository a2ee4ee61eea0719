import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { FolderTree, Scale } from 'lucide-react'
import { BackLink } from '@/components/ui/BackLink'
import { DateField, InputField, MoneyField, SelectField, TextAreaField } from '@/components/ui/fields'
import { LoadError } from '@/components/ui/LoadError'
import { PageHeader } from '@/components/ui/PageHeader'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { Panel, PanelAddButton, PanelForm } from '@/components/ui/Panel'
import { RemoveButton } from '@/components/ui/RemoveButton'
import { useConfirmDelete } from '@/components/ui/use-confirm-delete'
import { useSession } from '@/lib/auth'
import { formatDate, todayISO } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import { hasPermission } from '@/lib/permissions'
import { useAdjustments, useCreateAdjustment, useDeleteAdjustment, type LedgerAdjustment } from '../api/adjustments'
import { adjustable, useLedgerAccounts, type LedgerAccount } from '../api/get-accounts'
import { useCreateSubaccount, useDeleteSubaccount, useSubaccounts, type LedgerSubaccount } from '../api/subaccounts'
import { adjustmentSchema, subaccountSchema, type AdjustmentFormValues, type SubaccountFormValues } from '../lib/schemas'

/**
 * AdjustmentsRoute is 'Ajustes contábeis': the entries administrators post with a reason between equity and result
 * accounts — they move the causes of the net worth's change, never the net worth — and the company's sub-accounts.
 * Everyone who reads the reports sees them; only administrators (settings.update) post, add or delete.
 */
export default function AdjustmentsRoute() {
  const { user } = useSession()
  const canWrite = hasPermission(user?.role, 'settings.update')
  const accounts = useLedgerAccounts()
  const subaccounts = useSubaccounts()
  const adjustments = useAdjustments()

  const loading = accounts.isLoading || subaccounts.isLoading || adjustments.isLoading
  const failed = accounts.isError || subaccounts.isError || adjustments.isError
  return (
    <div className="mx-auto max-w-5xl">
      <BackLink to="/reports">Voltar para Relatórios</BackLink>
      <PageHeader
        title="Ajustes contábeis"
        subtitle="Reclassificações entre contas de patrimônio líquido, receitas e despesas, sempre com o motivo: mudam as causas da variação do patrimônio, nunca o patrimônio"
      />
      {loading ? (
        <PageSpinner />
      ) : failed || !accounts.data || !subaccounts.data || !adjustments.data ? (
        <LoadError
          message="Erro ao carregar os ajustes. Por favor, tente novamente."
          onRetry={() => void Promise.all([accounts.refetch(), subaccounts.refetch(), adjustments.refetch()])}
          retrying={accounts.isFetching || subaccounts.isFetching || adjustments.isFetching}
        />
      ) : (
        <>
          <AdjustmentsPanel adjustments={adjustments.data} options={accountOptions(accounts.data, subaccounts.data)} canWrite={canWrite} />
          <SubaccountsPanel subaccounts={subaccounts.data} parents={accounts.data.filter(adjustable)} canWrite={canWrite} />
        </>
      )}
    </div>
  )
}

/** accountOptions are the accounts an adjustment may post to, each followed by its sub-accounts: [code, 'code · name']. */
function accountOptions(accounts: LedgerAccount[], subaccounts: LedgerSubaccount[]): [string, string][] {
  const out: [string, string][] = [['', 'Selecione a conta']]
  for (const a of accounts.filter(adjustable)) {
    out.push([a.code, `${a.code} · ${a.name}`])
    for (const s of subaccounts.filter((s) => s.parent === a.code)) out.push([s.code, `${s.code} · ${a.name} › ${s.name}`])
  }
  return out
}

function AdjustmentsPanel({ adjustments, options, canWrite }: { adjustments: LedgerAdjustment[]; options: [string, string][]; canWrite: boolean }) {
  const [adding, setAdding] = useState(false)
  const remove = useConfirmDelete<LedgerAdjustment>({
    mutation: useDeleteAdjustment(),
    title: 'Excluir ajuste',
    message: (a) => `Excluir o ajuste de ${formatBRL(a.amount)} de ${formatDate(a.date)}? O livro diário registra o estorno.`,
    success: 'Ajuste excluído com sucesso!',
    failure: 'Erro ao excluir ajuste',
  })
  return (
    <Panel
      id="adjustments-title"
      title="Ajustes"
      icon={Scale}
      action={canWrite && !adding ? <PanelAddButton label="Novo ajuste" onClick={() => setAdding(true)} /> : undefined}
    >
      {adding && <AdjustmentForm options={options} onDone={() => setAdding(false)} />}
      {adjustments.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">Nenhum ajuste lançado.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100" aria-label="Ajustes lançados">
          {adjustments.map((a) => (
            <li key={a.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium text-slate-900">
                  {formatDate(a.date)} · {formatBRL(a.amount)}
                </p>
                <p className="text-slate-700">
                  Débito: {a.debitCode} {a.debitName}
                </p>
                <p className="text-slate-700">
                  Crédito: {a.creditCode} {a.creditName}
                </p>
                <p className="break-words text-slate-600">
                  {a.reason}
                  {a.createdBy && <span className="text-slate-500"> — {a.createdBy.name}</span>}
                </p>
              </div>
              {canWrite && <RemoveButton label={`Excluir o ajuste de ${formatDate(a.date)}`} onClick={() => remove.ask(a)} />}
            </li>
          ))}
        </ul>
      )}
      {remove.dialog}
    </Panel>
  )
}

function AdjustmentForm({ options, onDone }: { options: [string, string][]; onDone: () => void }) {
  const create = useCreateAdjustment()
  const form = useForm<AdjustmentFormValues>({
    resolver: zodResolver(adjustmentSchema),
    defaultValues: { date: todayISO(), debit: '', credit: '', amount: 0, reason: '' },
  })
  const { control, register } = form
  const { errors } = form.formState
  return (
    <PanelForm label="Lançar ajuste" form={form} act={(v) => create.mutateAsync(v)} done="Ajuste lançado com sucesso!" failure="Erro ao lançar ajuste" onDone={onDone}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Conta a débito" error={errors.debit?.message} registration={register('debit')} options={options} />
        <SelectField label="Conta a crédito" error={errors.credit?.message} registration={register('credit')} options={options} />
        <DateField label="Data" error={errors.date?.message} control={control} name="date" id="adjustment-date" />
        <MoneyField label="Valor" error={errors.amount?.message} control={control} name="amount" />
      </div>
      <TextAreaField label="Motivo" error={errors.reason?.message} registration={register('reason')} rows={2} />
    </PanelForm>
  )
}

function SubaccountsPanel({ subaccounts, parents, canWrite }: { subaccounts: LedgerSubaccount[]; parents: LedgerAccount[]; canWrite: boolean }) {
  const [adding, setAdding] = useState(false)
  const remove = useConfirmDelete<LedgerSubaccount>({
    mutation: useDeleteSubaccount(),
    title: 'Excluir subconta',
    message: (s) => `Excluir a subconta ${s.code} ${s.name}? Só é possível enquanto nada foi lançado nela.`,
    success: 'Subconta excluída com sucesso!',
    failure: 'Erro ao excluir subconta',
  })
  return (
    <Panel
      id="subaccounts-title"
      title="Subcontas da empresa"
      icon={FolderTree}
      action={canWrite && !adding ? <PanelAddButton label="Nova subconta" onClick={() => setAdding(true)} /> : undefined}
    >
      {adding && <SubaccountForm parents={parents} onDone={() => setAdding(false)} />}
      {subaccounts.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">Nenhuma subconta. Crie uma para separar, por exemplo, os aportes de cada sócio.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100" aria-label="Subcontas">
          {subaccounts.map((s) => (
            <li key={s.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="font-mono text-xs text-slate-600">{s.code}</span> <span className="font-medium text-slate-900">{s.name}</span>{' '}
                <span className="text-slate-500">em {s.parentName}</span>
              </span>
              {canWrite && <RemoveButton label={`Excluir a subconta ${s.name}`} onClick={() => remove.ask(s)} />}
            </li>
          ))}
        </ul>
      )}
      {remove.dialog}
    </Panel>
  )
}

function SubaccountForm({ parents, onDone }: { parents: LedgerAccount[]; onDone: () => void }) {
  const create = useCreateSubaccount()
  const form = useForm<SubaccountFormValues>({ resolver: zodResolver(subaccountSchema), defaultValues: { parent: '', name: '' } })
  const { errors } = form.formState
  const options: [string, string][] = [['', 'Selecione a conta'], ...parents.map((a): [string, string] => [a.code, `${a.code} · ${a.name}`])]
  return (
    <PanelForm label="Criar subconta" form={form} act={(v) => create.mutateAsync(v)} done="Subconta criada com sucesso!" failure="Erro ao criar subconta" onDone={onDone}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Conta" error={errors.parent?.message} registration={form.register('parent')} options={options} />
        <InputField label="Nome da subconta" error={errors.name?.message} registration={form.register('name')} maxLength={100} />
      </div>
    </PanelForm>
  )
}
