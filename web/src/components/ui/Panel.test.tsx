import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { ToastProvider } from './Toast'
import { PanelForm } from './Panel'

function Opened() {
  const form = useForm<{ amount: string }>()
  return (
    <PanelForm label="Registrar pagamento" form={form} act={async () => undefined} done="Pago" failure="Erro" onDone={() => undefined}>
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
})
