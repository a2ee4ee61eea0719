import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { ToastProvider } from './Toast'
import { Panel, PanelAddButton, PanelForm } from './Panel'
import { Wallet } from 'lucide-react'

function Opened({ onDone = () => undefined }: { onDone?: () => void }) {
  const form = useForm<{ amount: string }>()
  return (
    <PanelForm label="Registrar pagamento" form={form} act={async () => undefined} done="Pago" failure="Erro" onDone={onDone}>
      <label htmlFor="amount">Valor</label>
      <input id="amount" {...form.register('amount')} />
    </PanelForm>
  )
}

describe('PanelForm', () => {
  it('opens with focus on its first field, since the button that opened it is gone', () => {
    render(
      <ToastProvider>
        <Opened />
      </ToastProvider>,
    )
    expect(screen.getByLabelText('Valor')).toHaveFocus()
  })
  it('gives focus back to the button that opens it again when it closes', () => {
    function Payments() {
      const [open, setOpen] = useState(false)
      return (
        <Panel id="payments" title="Pagamentos" icon={Wallet} action={!open && <PanelAddButton label="Registrar pagamento" onClick={() => setOpen(true)} />}>
          <button type="button">Outro botão</button>
          {open && <Opened onDone={() => setOpen(false)} />}
        </Panel>
      )
    }
    render(
      <ToastProvider>
        <Payments />
      </ToastProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Registrar pagamento' }))
    expect(screen.getByLabelText('Valor')).toHaveFocus()
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(screen.getByRole('button', { name: 'Registrar pagamento' })).toHaveFocus()
  })
})
