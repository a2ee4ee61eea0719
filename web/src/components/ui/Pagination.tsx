import { useEffect, useRef } from 'react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { pageCount } from '@/lib/pagination'
import { formatCount } from '@/lib/plural'
import { buttonClass } from './FormField'

/**
 * Pagination moves through a list the server sends a page at a time: the range shown ('51–100 de 1.234'),
 * 'Página X de Y' and the previous and next buttons. It renders nothing when every record fits on one page.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
}: {
  page: number
  pageSize: number
  total: number
  onPageChange: (page: number) => void
}) {
  const pages = pageCount(total, pageSize)
  const current = Math.min(Math.max(1, page), pages)
  const prevRef = useRef<HTMLButtonElement>(null)
  const nextRef = useRef<HTMLButtonElement>(null)

  // A button that reaches the end is disabled and would drop the keyboard focus: hand it to the other one.
  useEffect(() => {
    const focused = document.activeElement
    if (focused === prevRef.current && current <= 1) nextRef.current?.focus()
    else if (focused === nextRef.current && current >= pages) prevRef.current?.focus()
  }, [current, pages])

  if (total <= pageSize) return null
  const first = (current - 1) * pageSize + 1
  const last = Math.min(current * pageSize, total)

  return (
    <nav aria-label="Paginação" className="mt-6 flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
      <p className="text-sm text-slate-600">
        {formatCount(first)}–{formatCount(last)} de {formatCount(total)}
      </p>
      <div className="flex w-full items-center justify-between gap-3 sm:w-auto">
        <button
          ref={prevRef}
          type="button"
          className={buttonClass.secondary}
          disabled={current <= 1}
          onClick={() => onPageChange(current - 1)}
        >
          <ChevronLeft aria-hidden className="h-4 w-4" /> Anterior
        </button>
        <span aria-live="polite" className="whitespace-nowrap px-1 text-sm font-medium text-slate-700">
          Página {formatCount(current)} de {formatCount(pages)}
        </span>
        <button
          ref={nextRef}
          type="button"
          className={buttonClass.secondary}
          disabled={current >= pages}
          onClick={() => onPageChange(current + 1)}
        >
          Próxima <ChevronRight aria-hidden className="h-4 w-4" />
        </button>
      </div>
    </nav>
  )
}
