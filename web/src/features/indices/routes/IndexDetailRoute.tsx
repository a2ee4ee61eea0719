import { useParams } from 'react-router'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { CalendarRange, LineChart, PencilLine, Trash2 } from 'lucide-react'
import { BackLink } from '@/components/ui/BackLink'
import { InputField } from '@/components/ui/fields'
import { buttonClass } from '@/components/ui/FormField'
import { LoadError } from '@/components/ui/LoadError'
import { NotFound } from '@/components/ui/NotFound'
import { PageHeader } from '@/components/ui/PageHeader'
import { PageSpinner } from '@/components/ui/PageSpinner'
import { Panel } from '@/components/ui/Panel'
import { CsvImport } from '@/components/ui/CsvImport'
import { useToast } from '@/components/ui/Toast'
import { useActionSubmit } from '@/components/ui/use-action-submit'
import { useSession } from '@/lib/auth'
import { hasPermission } from '@/lib/permissions'
import { labels } from '@/lib/vocabulary'
import { useDeleteIndexValue } from '../api/delete-index-value'
import { useIndex } from '../api/get-index'
import { useImportIndex } from '../api/import-index'
import { useSetIndexValue } from '../api/set-index-value'
import type { IndexCode } from '../api/types'
import { formatChange, importText, indexValueSchema, monthLabel, monthsBetween, toApiMonth, type IndexValueForm } from '../lib/months'
import { ScrollRegion } from '@/components/ui/ScrollRegion'

const CODES = Object.keys(labels.indices).filter((c) => c !== 'none') as IndexCode[]

/**
 * IndexDetailRoute is one index: every month from the first to the last kept, a month without a value shown as
 * 'Sem valor' (never invented); for who may, an import of the SGS CSV and a form to type a month.
 */
export default function IndexDetailRoute() {
  const code = useParams().code as IndexCode
  if (!CODES.includes(code)) return <NotFound icon={LineChart} title="Índice não encontrado" backTo="/indices" backLabel="Voltar para índices" />
  return <IndexDetail code={code} />
}

function IndexDetail({ code }: { code: IndexCode }) {
  const { user: me } = useSession()
  const result = useIndex(code)
  const canUpdate = hasPermission(me?.role, 'indices.update')
  const canDelete = hasPermission(me?.role, 'indices.delete')
  const remove = useDeleteIndexValue(code)
  const toast = useToast()
  if (result.isLoading) return <PageSpinner />
  const data = result.data
  const byMonth = new Map(data?.values.map((v) => [v.month, v.value]))
  const months = data && data.values.length > 0 ? monthsBetween(data.values[0].month, data.values[data.values.length - 1].month).reverse() : []

  return (
    <div className="mx-auto max-w-4xl">
      <BackLink to="/indices">Voltar para índices</BackLink>
      <PageHeader title={labels.indices[code]} subtitle="Variação mensal, em %" />
      {canUpdate && (
        <div className="grid gap-0 md:grid-cols-2 md:gap-6">
          <ImportPanel code={code} />
          <TypePanel code={code} />
        </div>
      )}
      <Panel id="months-title" title="Meses" icon={CalendarRange}>
        {result.isError || !data ? (
          <LoadError message="Erro ao carregar os valores do índice. Tente novamente." onRetry={() => void result.refetch()} retrying={result.isFetching} />
        ) : months.length === 0 ? (
          <p className="mt-3 text-sm text-slate-500">Nenhum valor importado.</p>
        ) : (
          <ScrollRegion label={`Meses do ${labels.indices[code]}`} className="mt-3 max-h-[32rem] overflow-auto rounded-lg border border-slate-200">
            <table className="w-full text-sm">
              <caption className="sr-only">Valores mensais do índice</caption>
              <thead className="sticky top-0 bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  {['Mês', 'Variação', ...(canDelete ? ['Ações'] : [])].map((h) => (
                    <th key={h} scope="col" className={`px-3 py-2 ${h === 'Variação' ? 'text-right' : ''}`}>
                      {h === 'Ações' ? <span className="sr-only">{h}</span> : h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {months.map((month) => {
                  const value = byMonth.get(month)
                  return (
                    <tr key={month} data-testid="index-month">
                      <td className="px-3 py-1.5 text-slate-700">{monthLabel(month)}</td>
                      <td className={`px-3 py-1.5 text-right tabular-nums ${value === undefined ? 'text-amber-700' : 'text-slate-900'}`}>
                        {value === undefined ? 'Sem valor' : formatChange(value)}
                      </td>
                      {canDelete && (
                        <td className="px-3 py-1.5 text-right">
                          {value !== undefined && (
                            <button
                              type="button"
                              className="rounded-md p-1 text-red-700 hover:bg-red-50"
                              aria-label={`Excluir o valor de ${monthLabel(month)}`}
                              onClick={() =>
                                remove.mutate(month, {
                                  onSuccess: () => toast.success('Valor excluído com sucesso!'),
                                  onError: () => toast.error('Erro ao excluir o valor'),
                                })
                              }
                            >
                              <Trash2 aria-hidden className="h-4 w-4" />
                            </button>
                          )}
                        </td>
                      )}
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </Panel>
    </div>
  )
}

/** ImportPanel sends an SGS CSV export of the index and says what it kept, or why the file was refused. */
function ImportPanel({ code }: { code: IndexCode }) {
  const importIndex = useImportIndex()
  return (
    <CsvImport
      id={`sgs-${code}`}
      title="Importar CSV do SGS (Banco Central)"
      hint="O arquivo com as colunas data;valor, um mês por linha. Um mês já existente é substituído."
      missing="Escolha o arquivo CSV exportado do SGS."
      pending={importIndex.isPending}
      send={async (file) => importText(await importIndex.mutateAsync({ code, file }))}
    />
  )
}

/** TypePanel keeps one month's value typed by hand. */
function TypePanel({ code }: { code: IndexCode }) {
  const set = useSetIndexValue()
  const form = useForm<IndexValueForm>({ resolver: zodResolver(indexValueSchema), defaultValues: { month: '', value: '' } })
  const { register, reset } = form
  const { errors, isSubmitting } = form.formState
  const submit = useActionSubmit(
    form,
    async (v) => {
      await set.mutateAsync({ code, month: toApiMonth(v.month), value: v.value.replace(',', '.') })
      reset()
    },
    'Valor salvo com sucesso!',
    'Erro ao salvar o valor',
  )
  return (
    <Panel id="type-title" title="Informar um mês" icon={PencilLine}>
      <form onSubmit={submit} noValidate aria-label="Informar um mês" className="mt-3 grid gap-3 sm:grid-cols-2">
        <InputField label="Mês" placeholder="mm/aaaa" inputMode="numeric" error={errors.month?.message} registration={register('month')} />
        <InputField label="Variação (%)" placeholder="0,56" inputMode="decimal" error={errors.value?.message} registration={register('value')} />
        <div className="sm:col-span-2">
          <button type="submit" disabled={isSubmitting} className={buttonClass.primary}>
            {isSubmitting ? 'Salvando...' : 'Salvar'}
          </button>
        </div>
      </form>
    </Panel>
  )
}
