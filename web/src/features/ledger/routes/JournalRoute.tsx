import { BookOpen } from 'lucide-react'
import { BackLink } from '@/components/ui/BackLink'
import { DateInput } from '@/components/ui/DateInput'
import { EmptyState } from '@/components/ui/EmptyState'
import { ExportButtons } from '@/components/ui/ExportButtons'
import { FormField } from '@/components/ui/FormField'
import { ListResults } from '@/components/ui/ListResults'
import { PageHeader } from '@/components/ui/PageHeader'
import { formatDate, isISODate } from '@/lib/dates'
import { useListState } from '@/lib/list-state'
import { formatBRL } from '@/lib/money'
import { usePageChange } from '@/lib/pagination'
import { JOURNAL_PAGE_SIZE, periodQuery, useJournal, type JournalEntry } from '../api/get-journal'

// The period, in the URL (?de=YYYY-MM-DD&ate=YYYY-MM-DD); left out, the server reads this year up to today.
const PERIOD = { de: '', ate: '' }

/** JournalRoute is the 'Livro diário': the journal's entries of a period, each with its debits and credits. */
export default function JournalRoute() {
  const { filters, page, setFilters, setPage } = useListState(PERIOD)
  const period = { from: isISODate(filters.de) ? filters.de : '', to: isISODate(filters.ate) ? filters.ate : '' }
  const wrongOrder = period.from !== '' && period.to !== '' && period.from > period.to
  const result = useJournal({ ...period, page })
  const { listRef, changePage } = usePageChange<HTMLElement>(page, result.data?.meta.total, setPage, JOURNAL_PAGE_SIZE)
  const query = periodQuery(period)

  return (
    <div className="mx-auto max-w-5xl">
      <BackLink to="/reports">Voltar para Relatórios</BackLink>
      <PageHeader
        title="Livro diário"
        subtitle="Os lançamentos de cada registro, com débitos e créditos nas contas do plano"
        actions={<ExportButtons path={`/ledger/journal/export${query ? `?${query}` : ''}`} name="livro-diario" />}
      />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <FormField label="De" htmlFor="journal-from" className="w-40">
          <DateInput id="journal-from" value={filters.de} placeholder="1º de janeiro" onChange={(de) => setFilters({ de }, { replace: true })} />
        </FormField>
        <FormField label="Até" htmlFor="journal-to" className="w-40">
          <DateInput id="journal-to" value={filters.ate} placeholder="Hoje" onChange={(ate) => setFilters({ ate }, { replace: true })} />
        </FormField>
      </div>
      <section ref={listRef} aria-label="Lançamentos" className="scroll-mt-20">
        {wrongOrder ? (
          <p role="alert" className="text-sm text-red-700">
            A data inicial deve ser anterior ou igual à final.
          </p>
        ) : (
          <ListResults
            result={result}
            page={page}
            pageSize={JOURNAL_PAGE_SIZE}
            onPageChange={changePage}
            loadError="Erro ao carregar o livro diário. Por favor, tente novamente."
            empty={<EmptyState icon={BookOpen} title="Nenhum lançamento no período" description="Escolha outro período." />}
          >
            {(entries) => (
              <ol className="space-y-3" aria-label="Lançamentos do livro diário">
                {entries.map((entry) => (
                  <JournalEntryCard key={entry.id} entry={entry} />
                ))}
              </ol>
            )}
          </ListResults>
        )}
      </section>
    </div>
  )
}

function JournalEntryCard({ entry }: { entry: JournalEntry }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={`Lançamento ${entry.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="min-w-0 break-words font-medium text-slate-900">{entry.memo}</p>
        <p className="text-sm text-slate-500">
          {formatDate(entry.date)} · {entry.document} · nº {entry.id}
        </p>
      </div>
            <table className="mt-3 w-full text-sm">
        <caption className="sr-only">Partidas do lançamento {entry.id}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Conta</th>
            <th scope="col">Débito</th>
            <th scope="col">Crédito</th>
          </tr>
        </thead>
        <tbody>
          {entry.lines.map((line, i) => (
            <tr key={i} className="align-top text-slate-700">
              <td className={`py-1 ${line.credit ? 'pl-4 sm:pl-6' : ''}`}>
                <span className="mr-2 font-mono text-xs text-slate-500">{line.code}</span>
                {line.account}
              </td>
              <AmountCell amount={line.debit} side="D" />
              <AmountCell amount={line.credit} side="C" />
            </tr>
          ))}
        </tbody>
      </table>
      {entry.createdBy && <p className="mt-2 text-xs text-slate-500">Registrado por {entry.createdBy.name}</p>}
    </li>
  )
}

/** AmountCell is a line's debit or credit: a computer shows both columns, a phone only the one that has an amount, marked D or C. */
function AmountCell({ amount, side }: { amount: number; side: 'D' | 'C' }) {
  return (
    <td className={`whitespace-nowrap py-1 pl-3 text-right tabular-nums sm:w-36 ${amount ? '' : 'hidden sm:table-cell'}`}>
      {amount ? (
        <>
          <span className="mr-1 text-xs text-slate-500 sm:hidden">{side}</span>
          {formatBRL(amount)}
        </>
      ) : (
        ''
      )}
    </td>
  )
}
