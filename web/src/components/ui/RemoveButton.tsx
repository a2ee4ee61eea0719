import { X } from 'lucide-react'

/** RemoveButton is the small 'x' that takes an item (an attachment, a file) out of a list; label names the item. */
export function RemoveButton({ label, onClick, className = '' }: { label: string; onClick: () => void; className?: string }) {
  return (
    <button type="button" aria-label={label} onClick={onClick} className={`rounded p-1.5 text-slate-500 hover:bg-slate-200 ${className}`}>
      <X className="h-4 w-4" />
    </button>
  )
}
