/** UserStatusBadge shows 'Ativo' or 'Inativo'. */
export function UserStatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ${
        active ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'
      }`}
    >
      {active ? 'Ativo' : 'Inativo'}
    </span>
  )
}
