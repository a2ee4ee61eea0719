import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MoneyInput } from './MoneyInput'

function Field({ onValue }: { onValue: (reais: number) => void }) {
  const [value, setValue] = useState(0)
  return (
    <>
      <label htmlFor="valor">Valor</label>
      <MoneyInput
        id="valor"
        value={value}
        onChange={(reais) => {
          setValue(reais)
          onValue(reais)
        }}
      />
    </>
  )
}

describe('MoneyInput', () => {
  it('reads typed digits as centavos (the mask)', async () => {
    const onValue = vi.fn()
    render(<Field onValue={onValue} />)
    await userEvent.type(screen.getByLabelText('Valor'), '1200000')
    expect(screen.getByLabelText('Valor')).toHaveValue('12.000,00')
    expect(onValue).toHaveBeenLastCalledWith(12000)
  })

  it("reads pasted text by the parser rules: 'R$ 1.200.000' is R$ 1.200.000,00", async () => {
    const onValue = vi.fn()
    render(<Field onValue={onValue} />)
    const input = screen.getByLabelText('Valor')
    input.focus()
    await userEvent.paste('R$ 1.200.000')
    expect(input).toHaveValue('1.200.000,00')
    expect(onValue).toHaveBeenLastCalledWith(1200000)
    await userEvent.clear(input)
    await userEvent.paste('1.234,56')
    expect(input).toHaveValue('1.234,56')
    expect(onValue).toHaveBeenLastCalledWith(1234.56)
  })

  it('reads dropped text by the parser rules', () => {
    const onValue = vi.fn()
    render(<Field onValue={onValue} />)
    const input = screen.getByLabelText('Valor')
    fireEvent.drop(input, { dataTransfer: { getData: () => 'R$ 350.000,90' } })
    expect(input).toHaveValue('350.000,90')
    expect(onValue).toHaveBeenLastCalledWith(350000.9)
  })

  it('keeps its value when the pasted text has no digit', async () => {
    const onValue = vi.fn()
    render(<Field onValue={onValue} />)
    const input = screen.getByLabelText('Valor')
    await userEvent.type(input, '500')
    input.focus()
    await userEvent.paste('R$')
    expect(input).toHaveValue('5,00')
    expect(onValue).toHaveBeenLastCalledWith(5)
  })
})
