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
