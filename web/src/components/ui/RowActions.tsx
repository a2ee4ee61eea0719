import { Link } from 'react-router'
import { Eye, Pencil, Trash2 } from 'lucide-react'

const action = 'inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-sm font-medium'

/**
 * RowActions are a table row's actions on its record: 'Ver' always, 'Editar' and the delete button (icons, named
 * for screen readers and on hover) only when the role may (the caller leaves editTo or onDelete out otherwise).
 * name tells the rows apart.
 */
export function RowActions({ name, viewTo, editTo, onDelete }: { name: string; viewTo: string; editTo?: string; onDelete?: () => void }) {
  return (
    <div className="flex items-center justify-end gap-1 whitespace-nowrap">
      <Link to={viewTo} aria-label={`Ver ${name}`} className={`${action} text-slate-700 hover:bg-slate-200`}>
        <Eye aria-hidden className="h-4 w-4" /> Ver
      </Link>
      {editTo && (
        <Link to={editTo} aria-label={`Editar ${name}`} title="Editar" className={`${action} text-primary-700 hover:bg-primary-100`}>
          <Pencil aria-hidden className="h-4 w-4" />
        </Link>
      )}
      {onDelete && (
        <button type="button" onClick={onDelete} aria-label={`Excluir ${name}`} title="Excluir" className={`${action} text-red-700 hover:bg-red-50`}>
          <Trash2 aria-hidden className="h-4 w-4" />
        </button>
      )}
    </div>
  )
}

const cardAction = 'inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium'

/**
 * CardActions are a list card's actions on its record, with their words: view (viewText, 'Ver' unless told),
 * 'Editar' and 'Excluir' only when the role may (the caller leaves editTo or onDelete out otherwise).
 */
export function CardActions({ name, viewTo, viewText = 'Ver', editTo, onDelete }: { name: string; viewTo: string; viewText?: string; editTo?: string; onDelete?: () => void }) {
  return (
    <div className="mt-auto flex flex-wrap justify-end gap-1 pt-2">
      <Link to={viewTo} aria-label={`${viewText} ${viewText === 'Ver' ? '' : 'de '}${name}`} className={`${cardAction} text-slate-700 hover:bg-slate-100`}>
        <Eye aria-hidden className="h-4 w-4" /> {viewText}
      </Link>
      {editTo && (
        <Link to={editTo} aria-label={`Editar ${name}`} className={`${cardAction} text-primary-700 hover:bg-primary-50`}>
          <Pencil aria-hidden className="h-4 w-4" /> Editar
        </Link>
      )}
      {onDelete && (
        <button type="button" onClick={onDelete} aria-label={`Excluir ${name}`} className={`${cardAction} text-red-700 hover:bg-red-50`}>
          <Trash2 aria-hidden className="h-4 w-4" /> Excluir
        </button>
      )}
    </div>
  )
}
