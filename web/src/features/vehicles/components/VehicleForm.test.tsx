import { resaleFields } from '../lib/schemas'
import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { ApiError } from '@/lib/api-client'
import { renderWithProviders } from '@/testing/render'
import { VehicleForm } from './VehicleForm'


/** renderForm shows a filled new-vehicle form whose save is onSave. */
function renderForm(onSave: () => Promise<undefined>) {
  renderWithProviders(
    <MemoryRouter>
      <VehicleForm
        mode="create"
        defaultValues={{
          purchaseDate: '2025-01-10', purchasePrice: 30000, sellingPrice: 35000, make: 'Volkswagen', model: 'Gol', year: '2020',
          licensePlate: 'ABC1234', renavam: '', chassis: '', ...resaleFields(), color: 'Prata', notes: '', status: 'in_stock', accountId: 'cp:opening', counterpartReason: '',
        }}
        submitText="Cadastrar Veículo"
        savingText="Cadastrando..."
        cancelTo="/vehicles"
        errorTitle="Erro ao cadastrar veículo"
        onSave={onSave}
      />
    </MemoryRouter>,
  )
}

describe('VehicleForm', () => {
  it("shows the server's quota refusal on the attachments control and saves nothing", async () => {
    const quota = 'Estes arquivos passam do seu limite diário de envios: restam 4 MB de 500 MB hoje. Envie arquivos menores ou tente novamente amanhã.'
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: quota, code: 'upload_quota_exceeded' }), { status: 413 })))
    const onSave = vi.fn(async () => undefined)
    renderForm(onSave)
    await userEvent.upload(screen.getByLabelText(/Selecionar arquivos/), new File(['%PDF-1.4'], 'nota.pdf', { type: 'application/pdf' }))
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar Veículo' }))
    const messages = await screen.findAllByText(quota)
    expect(messages.some((m) => m.id === 'attachments-error')).toBe(true)
    expect(onSave).not.toHaveBeenCalled()
  })

  it('shows a taken plate once, under the plate field, with no toast', async () => {
    const taken = 'Já existe um veículo com esta placa'
    const onSave = vi.fn(async () => {
      throw new ApiError(409, taken, { error: taken, fields: { licensePlate: taken } })
    })
    renderForm(onSave)
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar Veículo' }))
    expect(await screen.findByText(taken)).toHaveAttribute('id', 'licensePlate-error')
    expect(screen.getAllByText(taken)).toHaveLength(1)
    expect(screen.queryByText('Erro ao cadastrar veículo')).not.toBeInTheDocument()
  })
})

