import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/** ListView is how a list screen draws its records: cards, or one table row each. */
export type ListView = 'cards' | 'table'

const storageKey = (list: string) => `patrimonio.listView.${list}`

function storedView(list: string): ListView {
  try {
    return localStorage.getItem(storageKey(list)) === 'table' ? 'table' : 'cards'
  } catch {
    return 'cards' // storage refused (private mode): the cards, as before
  }
}

/**
 * useListView is a list screen's Cards | Tabela choice, remembered per list in localStorage and carried in the
 * URL's `view` (a shared or reloaded link shows what it showed): the URL wins when it names a view, then the
 * remembered choice, then the cards. Choosing writes both; the cards, the default, leave `view` out of the URL.
 */
export function useListView(list: string) {
  const [params, setParams] = useSearchParams()
  const fromUrl = params.get('view')
  const view: ListView = fromUrl === 'table' || fromUrl === 'cards' ? fromUrl : storedView(list)

  const setView = useCallback(
    (next: ListView) => {
      try {
        localStorage.setItem(storageKey(list), next)
      } catch {
        // not remembered; the URL still carries it
      }
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev)
          if (next === 'cards') out.delete('view')
          else out.set('view', next)
          return out
        },
        { replace: true, preventScrollReset: true },
      )
    },
    [list, setParams],
  )
  return { view, setView }
}
