const sizes = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-2', lg: 'h-10 w-10 border-4' }

/** Spinner shows that something is loading; screen readers hear 'Carregando...'. */
export function Spinner({ size = 'md', label = 'Carregando...' }: { size?: keyof typeof sizes; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <span aria-hidden className={`${sizes[size]} animate-spin rounded-full border-primary-200 border-t-primary-600`} />
      <span className="sr-only">{label}</span>
    </span>
  )
}
