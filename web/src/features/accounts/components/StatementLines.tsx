import { Badge } from '@/components/ui/Badge'
import { inputClass } from '@/components/ui/FormField'
import { formatDate } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import type { LineChoice, StatementLine } from '../api/types'
import { EXPENSE_OPTIONS, INCOME_OPTIONS, movementTitle } from '../lib/labels'

/** The pt-BR name of what became of a line, and its colours. */
export const LINE_STATUS: Record<StatementLine['status'], { label: string; tone: string }> = {
  imported: { label: 'Já importada', tone: 'bg-slate-100 text-slate-700' },
  matched: { label: 'Conciliado', tone: 'bg-emerald-100 text-emerald-800' },
  new: { label: 'Nova', tone: 'bg-amber-100 text-amber-900' },
  created: { label: 'Lançada', tone: 'bg-primary-100 text-primary-800' },
  ignored: { label: 'Ignorada', tone: 'bg-slate-100 text-slate-700' },
}

/**
 * A choice as the line's select holds it: '' none, 'ignore', 'entry:<category>', 'transfer:<account id>',
 * 'receipt:<receivable id>' or 'debt_payment:<debt id>'.
 */
export type ChoiceValue = string

export function choiceValue(c: LineChoice | null | undefined): ChoiceValue {
  if (!c) return ''
  if (c.action === 'entry') return `entry:${c.category}`
  if (c.action === 'transfer') return `transfer:${c.accountId}`
  if (c.action === 'receipt') return `receipt:${c.receivableId}`
  if (c.action === 'debt_payment') return `debt_payment:${c.debtId}`
  return 'ignore'
}

export function choiceOf(line: number, value: ChoiceValue): LineChoice | null {
  const [action, what] = value.split(':')
  if (action === 'ignore') return { line, action: 'ignore' }
  if (action === 'entry') return { line, action: 'entry', category: what as LineChoice['category'] }
  if (action === 'transfer') return { line, action: 'transfer', accountId: Number(what) }
  if (action === 'receipt') return { line, action: 'receipt', receivableId: Number(what) }
  if (action === 'debt_payment') return { line, action: 'debt_payment', debtId: Number(what) }
  return null
}

/** signed shows a line's amount with its sign, as the bank's statement does. */
export function signedAmount(amount: number): string {
  return `${amount < 0 ? '−' : '+'} ${formatBRL(Math.abs(amount))}`
}

/** A record a line may settle: another account, a debt still owed, a sale in installments still to receive. */
type Named = { id: number; name: string }

/**
 * ChoiceSelect offers what a new line may become: for a credit a receita, a transfer from another account or a
 * receipt of a sale in installments; for a debit a despesa, a transfer to another account or a debt's payment; or
 * nothing.
 */
export function ChoiceSelect({
  id,
  amount,
  value,
  accounts,
  debts = [],
  receivables = [],
  error,
  onChange,
  label,
}: {
  id: string
  amount: number
  value: ChoiceValue
  accounts: Named[]
  debts?: Named[]
  receivables?: Named[]
  error?: string
  onChange: (value: ChoiceValue) => void
  label: string
}) {
  const categories = amount < 0 ? EXPENSE_OPTIONS : INCOME_OPTIONS
  const records = amount < 0 ? { label: 'Pagamento de dívida', action: 'debt_payment', list: debts } : { label: 'Recebimento de venda a prazo', action: 'receipt', list: receivables }
  return (
    <select
      id={id}
      aria-label={label}
      aria-invalid={!!error}
      aria-describedby={error ? `${id}-error` : undefined}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      className={`${inputClass} text-sm sm:max-w-md`}
    >
      <option value="">— escolha —</option>
      <optgroup label={amount < 0 ? 'Despesa' : 'Receita'}>
        {categories.map(([c, name]) => (
          <option key={c} value={`entry:${c}`}>
            {name}
          </option>
        ))}
      </optgroup>
      {accounts.length > 0 && (
        <optgroup label="Transferência">
          {accounts.map((a) => (
            <option key={a.id} value={`transfer:${a.id}`}>
              {amount < 0 ? `Para ${a.name}` : `De ${a.name}`}
            </option>
          ))}
        </optgroup>
      )}
      {records.list.length > 0 && (
        <optgroup label={records.label}>
          {records.list.map((r) => (
            <option key={r.id} value={`${records.action}:${r.id}`}>
              {r.name}
            </option>
          ))}
        </optgroup>
      )}
      <option value="ignore">Ignorar esta linha</option>
    </select>
  )
}

/**
 * StatementLines lists a statement's lines, each with its day, description, signed amount and what became of it;
 * a line that stands for a recorded movement names it. A new line of a preview gets its choice from `choose`.
 */
export function StatementLines({
  lines,
  label,
  choose,
}: {
  lines: StatementLine[]
  label: string
  choose?: (line: StatementLine) => React.ReactNode
}) {
  return (
    <ol aria-label={label} className="mt-3 divide-y divide-slate-100">
      {lines.map((l) => {
        const status = LINE_STATUS[l.status]
        return (
          <li key={l.index} data-testid="statement-line" className="py-3">
            <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
              <div className="min-w-0 flex-1">
                <p className="break-words text-sm font-medium text-slate-900">{l.description || 'Sem descrição'}</p>
                <p className="text-xs text-slate-500">
                  {formatDate(l.date)}
                  {l.movement && (
                    <>
                      {' · '}
                      {movementTitle({ kind: l.movement.kind, direction: l.movement.amount < 0 ? 'out' : 'in', category: '', counterpart: null, sourceKind: l.movement.sourceKind })}
                      {l.movement.description ? ` · ${l.movement.description}` : ''} em {formatDate(l.movement.date)}
                    </>
                  )}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <Badge tone={status.tone}>{status.label}</Badge>
                <span className={`whitespace-nowrap text-sm font-semibold tabular-nums ${l.amount < 0 ? 'text-red-700' : 'text-emerald-700'}`}>
                  {signedAmount(l.amount)}
                </span>
              </div>
            </div>
            {choose && l.status === 'new' && <div className="mt-2">{choose(l)}</div>}
          </li>
        )
      })}
    </ol>
  )
}
