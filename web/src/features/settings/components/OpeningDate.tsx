import { useState } from 'react'
import { BookOpen } from 'lucide-react'
import { DateInput } from '@/components/ui/DateInput'
import { BusyButton, FormField, controlProps } from '@/components/ui/FormField'
import { useToast } from '@/components/ui/Toast'
import { ApiError } from '@/lib/api-client'
import { formatDate } from '@/lib/dates'
import { useOpeningDate, useSetOpeningDate } from '../api/opening-date'
import { openingDateError } from '../lib/schemas'

/**
 * OpeningDate lets an administrator say when the company began using the product (docs/product.md §10): what it
 * owned and owed up to that day is its opening balance; an old change after it with no other side is 'Ajuste sem
 * contrapartida'. Moving it posts the books again; no figure of the net worth moves.
 */
export function OpeningDate() {
  const current = useOpeningDate()
  const save = useSetOpeningDate()
  const toast = useToast()
  const [date, setDate] = useState<string | null>(null)
  const [error, setError] = useState<string>()
  const value = date ?? current.data?.date ?? ''

  const submit = (e: React.FormEvent) => {
    e.preventDefault()
    const invalid = openingDateError(value)
    setError(invalid)
    if (invalid) return
    save.mutate(value, {
      onSuccess: (saved) => {
        setDate(null)
        toast.success(`Data de abertura dos livros: ${formatDate(saved.date ?? value)}`)
      },
      onError: (err) => {
        const message = err instanceof ApiError ? (err.fields?.date ?? err.serverMessage) : undefined
        setError(message)
        toast.error(message ?? 'Erro ao salvar a data de abertura')
      },
    })
  }

  return (
    <section aria-labelledby="opening-date-title" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="opening-date-title" className="flex items-center gap-2 font-medium text-slate-800">
        <BookOpen aria-hidden className="h-4 w-4" /> Abertura dos livros
      </h2>
      <p className="mt-1 text-sm text-slate-500">
        O último dia antes de a empresa começar a usar o sistema. O que ela já tinha e devia até esse dia entra como Saldo de abertura; uma
        mudança registrada depois dele sem contrapartida aparece como Ajuste sem contrapartida na variação do patrimônio. Mudar a data não
        altera nenhum valor do patrimônio, só a causa dessas mudanças.
      </p>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField label="Data de abertura" htmlFor="opening-date" error={error} className="sm:w-56">
          <DateInput {...controlProps('opening-date', error)} value={value} onChange={setDate} disabled={current.isLoading} />
        </FormField>
        <BusyButton busy={save.isPending} busyText="Salvando..." tone="secondary" disabled={current.isLoading} className="sm:mt-7">
          Salvar data de abertura
        </BusyButton>
      </form>
    </section>
  )
}
