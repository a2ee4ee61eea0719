import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DATE_INVALID, emptyOrISODate } from '@/lib/dates'
import { DateField } from './fields'

const schema = z.object({ dueDate: z.string().min(1, 'Data de vencimento é obrigatória').refine(emptyOrISODate, DATE_INVALID) })
type Values = z.infer<typeof schema>

/** Form is a one-field form as the app's forms are: the schema, a DateField, a submit button. */
function Form({ dueDate = '', onSubmit }: { dueDate?: string; onSubmit: (v: Values) => void }) {
  const { control, handleSubmit, formState } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { dueDate } })
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <DateField label="Data de vencimento" error={formState.errors.dueDate?.message} control={control} name="dueDate" />
      <button type="submit">Salvar</button>
    </form>
  )
}

describe('DateField', () => {
  it('shows dd/mm/aaaa with the slashes put in as digits are typed, and holds the ISO date', async () => {
    const onSubmit = vi.fn()
    render(<Form onSubmit={onSubmit} />)
    const input = screen.getByLabelText('Data de vencimento')
    expect(input).toHaveAttribute('inputmode', 'numeric')
    expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa')
    await userEvent.type(input, '310')
    expect(input).toHaveValue('31/0')
    await userEvent.type(input, '12026')
    expect(input).toHaveValue('31/01/2026')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(onSubmit).toHaveBeenCalledWith({ dueDate: '2026-01-31' }, expect.anything())
  })

  it('takes typed slashes and ignores letters and digits past the year', async () => {
    render(<Form onSubmit={vi.fn()} />)
    const input = screen.getByLabelText('Data de vencimento')
    await userEvent.type(input, '0a5/0/3/20261')
    expect(input).toHaveValue('05/03/2026')
  })

  it("reads a pasted '31/01/2026' (and '1/2/2026', '2026-01-31') as the date", async () => {
    const onSubmit = vi.fn()
    render(<Form onSubmit={onSubmit} />)
    const input = screen.getByLabelText('Data de vencimento')
    input.focus()
    await userEvent.paste('31/01/2026')
    expect(input).toHaveValue('31/01/2026')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(onSubmit).toHaveBeenLastCalledWith({ dueDate: '2026-01-31' }, expect.anything())

    await userEvent.tripleClick(input)
    await userEvent.paste(' 1/2/2026 ')
    expect(input).toHaveValue('01/02/2026')
    await userEvent.tripleClick(input)
    await userEvent.paste('2026-12-25')
    expect(input).toHaveValue('25/12/2026')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(onSubmit).toHaveBeenLastCalledWith({ dueDate: '2026-12-25' }, expect.anything())
  })

  it('shows an impossible date (31/02/2026) as an error linked to the field, and never submits it', async () => {
    const onSubmit = vi.fn()
    render(<Form onSubmit={onSubmit} />)
    const input = screen.getByLabelText('Data de vencimento')
    await userEvent.type(input, '31022026')
    expect(input).toHaveValue('31/02/2026')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    const error = screen.getByText(DATE_INVALID)
    expect(onSubmit).not.toHaveBeenCalled()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAttribute('aria-describedby', error.id)
    expect(input).toHaveFocus()

    // Corrected, the error goes and the real date is sent.
    await userEvent.clear(input)
    await userEvent.type(input, '28022026')
    expect(screen.queryByText(DATE_INVALID)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(onSubmit).toHaveBeenCalledWith({ dueDate: '2026-02-28' }, expect.anything())
  })

  it('shows an incomplete date as an error, and an empty one as the field being required', async () => {
    const onSubmit = vi.fn()
    render(<Form onSubmit={onSubmit} />)
    const input = screen.getByLabelText('Data de vencimento')
    await userEvent.type(input, '3101202')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(screen.getByText(DATE_INVALID)).toBeVisible()
    await userEvent.clear(input)
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(screen.getByText('Data de vencimento é obrigatória')).toBeVisible()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('shows an ISO default as dd/mm/aaaa and sends it unchanged', async () => {
    const onSubmit = vi.fn()
    render(<Form dueDate="2024-02-29" onSubmit={onSubmit} />)
    expect(screen.getByLabelText('Data de vencimento')).toHaveValue('29/02/2024')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(onSubmit).toHaveBeenCalledWith({ dueDate: '2024-02-29' }, expect.anything())
  })
})
