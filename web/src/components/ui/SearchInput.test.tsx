import { describe, expect, it } from 'vitest'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { SearchInput } from './SearchInput'

/** Lagging is a list whose value comes back only when release() is called, as the address hands it back late. */
function Lagging({ controls }: { controls: { release?: () => void; setFromOutside?: (v: string) => void } }) {
  const [value, setValue] = useState('')
  const [queue, setQueue] = useState<string[]>([])
  controls.release = () => {
    const [first, ...rest] = queue
    setQueue(rest)
    if (first !== undefined) setValue(first)
  }
  controls.setFromOutside = setValue
  return <SearchInput label="Buscar dívidas" placeholder="Buscar" value={value} onChange={(v) => setQueue((q) => [...q, v])} />
}

describe('SearchInput (issue 38: the search boxes dropped typed letters)', () => {
  it('keeps every letter typed while the list hands back older text', () => {
    const controls: { release?: () => void; setFromOutside?: (v: string) => void } = {}
    render(<Lagging controls={controls} />)
    const box = screen.getByLabelText('Buscar dívidas') as HTMLInputElement
    let typed = ''
    for (const letter of 'Capital de giro SAC') {
      typed += letter
      fireEvent.change(box, { target: { value: typed } })
      if (typed.length % 3 === 0) act(() => controls.release!()) // an echo of an older text arrives mid-typing
    }
    expect(box.value).toBe('Capital de giro SAC')
    for (let i = 0; i < 20; i++) act(() => controls.release!())
    expect(box.value).toBe('Capital de giro SAC')
  })
  it('takes a value changed from outside (the back button)', () => {
    const controls: { release?: () => void; setFromOutside?: (v: string) => void } = {}
    render(<Lagging controls={controls} />)
    const box = screen.getByLabelText('Buscar dívidas') as HTMLInputElement
    fireEvent.change(box, { target: { value: 'Itaú' } })
    act(() => controls.release!())
    act(() => controls.setFromOutside!('Bradesco'))
    expect(box.value).toBe('Bradesco')
  })
})
