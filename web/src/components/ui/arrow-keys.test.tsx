import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { arrowTarget, menuKeyDown, tabsKeyDown } from './arrow-keys'

const TABS = ['Detalhes', 'Histórico', 'Anexos'] as const

function Tabs() {
  const [tab, setTab] = useState<(typeof TABS)[number]>('Detalhes')
  return (
    <>
      <div role="tablist" aria-label="Seções" tabIndex={-1} onKeyDown={(e) => tabsKeyDown(e, TABS, tab, setTab)}>
        {TABS.map((t) => (
          <button key={t} type="button" role="tab" aria-selected={tab === t} tabIndex={tab === t ? 0 : -1} onClick={() => setTab(t)}>
            {t}
          </button>
        ))}
      </div>
      <div role="tabpanel">{tab}</div>
    </>
  )
}

describe('arrow keys', () => {
  it('steps, wraps around and jumps to the ends', () => {
    expect(arrowTarget('ArrowRight', 3, 0, 'ArrowLeft', 'ArrowRight')).toBe(1)
    expect(arrowTarget('ArrowRight', 3, 2, 'ArrowLeft', 'ArrowRight')).toBe(0)
    expect(arrowTarget('ArrowLeft', 3, 0, 'ArrowLeft', 'ArrowRight')).toBe(2)
    expect(arrowTarget('Home', 3, 2, 'ArrowLeft', 'ArrowRight')).toBe(0)
    expect(arrowTarget('End', 3, 0, 'ArrowLeft', 'ArrowRight')).toBe(2)
    expect(arrowTarget('ArrowDown', 3, 0, 'ArrowLeft', 'ArrowRight')).toBeNull()
    expect(arrowTarget('ArrowRight', 0, 0, 'ArrowLeft', 'ArrowRight')).toBeNull()
  })
  it('tabs: one Tab stop, the arrows, Home and End select and focus', async () => {
    render(<Tabs />)
    await userEvent.tab()
    expect(screen.getByRole('tab', { name: 'Detalhes' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Histórico' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Histórico' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Histórico')
    await userEvent.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Anexos' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Detalhes' })).toHaveFocus()
    await userEvent.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Anexos' })).toHaveFocus()
    await userEvent.keyboard('{Home}')
    expect(screen.getByRole('tab', { name: 'Detalhes' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Anexos' })).toHaveAttribute('tabindex', '-1')
  })
  it('menus: ArrowDown and ArrowUp move among the items and wrap around', async () => {
    render(
      <div role="menu" tabIndex={-1} onKeyDown={menuKeyDown}>
        <button type="button" role="menuitem">
          PDF
        </button>
        <button type="button" role="menuitem">
          CSV
        </button>
      </div>,
    )
    screen.getByRole('menuitem', { name: 'PDF' }).focus()
    await userEvent.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'CSV' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'PDF' })).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    expect(screen.getByRole('menuitem', { name: 'CSV' })).toHaveFocus()
  })
})
