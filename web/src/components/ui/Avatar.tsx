import { useEffect, useState } from 'react'
import { uploadUrl } from '@/lib/api-client'

const sizes = {
  sm: { box: 'h-8 w-8 text-xs', px: 32 },
  md: { box: 'h-12 w-12 text-base', px: 48 },
  lg: { box: 'h-16 w-16 text-xl', px: 64 },
  xl: { box: 'h-24 w-24 text-3xl', px: 96 },
}

/** initials gives the first letters of the first and last words: 'Ana Maria Souza' → 'AS'. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return '?'
  const first = words[0][0]
  const last = words.length > 1 ? words[words.length - 1][0] : ''
  return (first + last).toUpperCase()
}

/** Avatar shows a person's picture, or their initials when there is none or it fails to load (docs/product.md §2). */
export function Avatar({ name, src, size = 'md' }: { name: string; src?: string | null; size?: keyof typeof sizes }) {
  const [failed, setFailed] = useState(false)
  useEffect(() => setFailed(false), [src])
  const { box, px } = sizes[size]
  if (src && !failed) {
    return (
      <img
        src={uploadUrl(src)}
        alt={name}
        width={px}
        height={px}
        onError={() => setFailed(true)}
        className={`${box} shrink-0 rounded-full bg-slate-200 object-cover`}
      />
    )
  }
  return (
    <span
      role="img"
      aria-label={name}
      className={`${box} inline-flex shrink-0 select-none items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-700`}
    >
      {initials(name)}
    </span>
  )
}
