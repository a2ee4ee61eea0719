import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { LucideIcon } from 'lucide-react'
import { FileText } from 'lucide-react'
import { FormField, buttonClass, controlProps, inputClass } from '@/components/ui/FormField'
import { useToast } from '@/components/ui/Toast'
import { showServerErrors } from '@/lib/form-errors'
import { useCreateReport } from '../api/create-report'
import type { ReportPeriod, ReportType } from '../api/types'
import { PERIOD_OPTIONS, TYPE_DESCRIPTIONS, TYPE_LABELS, referenceOptions } from '../lib/labels'
import { YEARLY_ONLY, reportSchema, type ReportFormValues } from '../lib/schemas'

/** GenerateReportCard creates one type of report for the chosen period and reference. */
export function GenerateReportCard({ type, icon: Icon }: { type: ReportType; icon: LucideIcon }) {
  // The position on 31/12 and the depreciation are yearly only.
  const periods = YEARLY_ONLY.includes(type) ? PERIOD_OPTIONS.filter(([p]) => p === 'yearly') : PERIOD_OPTIONS
  const firstPeriod = periods[0][0] as ReportPeriod
  const create = useCreateReport()
  const toast = useToast()
  const [alert, setAlert] = useState<string | null>(null)
  const form = useForm<ReportFormValues>({
    resolver: zodResolver(reportSchema),
    defaultValues: { type, period: firstPeriod, reference: referenceOptions(firstPeriod)[0].value },
  })
  const { register, handleSubmit, setError, setValue, watch } = form
  const { errors, isSubmitting } = form.formState
  const period = watch('period')
  const id = (name: string) => `${type}-${name}`

  const submit = handleSubmit(async (values) => {
    setAlert(null)
    try {
      const report = await create.mutateAsync(values)
      toast.success('Relatório gerado com sucesso!', report.title)
    } catch (err) {
      console.error('Erro ao gerar relatório', err)
      showServerErrors(err, setError)
      setAlert('Erro ao gerar relatório. Tente novamente.')
    }
  })

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Gerar relatório de ${TYPE_LABELS[type]}`}
      className="@container flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span className="rounded-lg bg-primary-50 p-2.5 text-primary-700">
          <Icon aria-hidden className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{TYPE_LABELS[type]}</h3>
          <p className="mt-0.5 text-sm text-slate-600">{TYPE_DESCRIPTIONS[type]}</p>
        </div>
      </div>
      {alert && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {alert}
        </p>
      )}
      {/* Side by side only where 'novembro de 2026' reads whole; stacked on a phone (issue 13). */}
      <div className="mt-4 grid grid-cols-1 gap-3 @sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <FormField label="Período" htmlFor={id('period')} error={errors.period?.message}>
          <select
            className={inputClass}
            {...controlProps(id('period'), errors.period?.message)}
            {...register('period', {
              onChange: (e) => setValue('reference', referenceOptions(e.target.value as ReportPeriod)[0].value),
            })}
          >
            {periods.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Referência" htmlFor={id('reference')} error={errors.reference?.message}>
          <select
            className={inputClass}
            {...controlProps(id('reference'), errors.reference?.message)}
            {...register('reference')}
          >
            {referenceOptions(period).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      {errors.type?.message && <p className="mt-2 text-sm text-red-700">{errors.type.message}</p>}
      <div className="mt-auto pt-4">
        <button type="submit" disabled={isSubmitting} className={`${buttonClass.primary} w-full`}>
          <FileText aria-hidden className="h-4 w-4" />
          {isSubmitting ? 'Gerando...' : 'Gerar Relatório'}
        </button>
      </div>
    </form>
  )
}
