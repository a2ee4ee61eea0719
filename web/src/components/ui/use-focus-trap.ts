import { useEffect, useRef, type RefObject } from 'react'

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

/** focusableIn lists the controls of container that Tab reaches, in document order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden], [inert]'))
}

/**
 * useFocusTrap keeps the keyboard inside a dialog while active (docs/design.md §6, issue 13): on opening it focuses
 * `initialFocus` (an element, or a selector inside the container; else the first control, else the container itself), Tab and Shift+Tab cycle within the container,
 * Escape calls onEscape, and on closing focus goes back to the control that had it when the dialog opened. The
 * container needs tabIndex={-1} so that it can hold focus when it has no enabled control.
 */
export function useFocusTrap<T extends HTMLElement>(
  active: boolean,
  { onEscape, initialFocus }: { onEscape?: () => void; initialFocus?: RefObject<HTMLElement | null> | string } = {},
): RefObject<T | null> {
  const containerRef = useRef<T>(null)
  // The latest onEscape is read through a ref so that a new function on every render does not re-run the trap
  // (which would move focus back to the start).
  const escape = useRef(onEscape)
  useEffect(() => {
    escape.current = onEscape
  })

  useEffect(() => {
    if (!active) return
    const container = containerRef.current
    if (!container) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!container.contains(document.activeElement)) {
      const wanted = typeof initialFocus === 'string' ? container.querySelector<HTMLElement>(initialFocus) : initialFocus?.current
      ;(wanted ?? focusableIn(container)[0] ?? container).focus()
    }

    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && escape.current) {
        e.preventDefault()
        escape.current()
        return
      }
      if (e.key !== 'Tab') return
      const items = focusableIn(container)
      if (items.length === 0) {
        e.preventDefault()
        container.focus()
        return
      }
      const first = items[0]
      const last = items[items.length - 1]
      const current = document.activeElement
      const inside = current instanceof Node && container.contains(current)
      if (e.shiftKey && (!inside || current === first || current === container)) {
        e.preventDefault()
        last.focus()
      } else if (!e.shiftKey && (!inside || current === last)) {
        e.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      // Back to the opener, unless it has left the page (a deleted row) or focus was moved elsewhere on purpose.
      const focusLost = document.activeElement === document.body || container.contains(document.activeElement) || !document.activeElement
      if (opener?.isConnected && focusLost) opener.focus()
    }
    // initialFocus is a ref: reading it once on opening is what is meant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active])

  return containerRef
}
