import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { useForm } from 'react-hook-form'
import { FormActions, InputField, MoneyField, SelectField, TextAreaField } from './fields'

type Values = { name: string; notes: string; kind: string; price: number }

function Form({ error }: { error?: string }) {
  const { register, control } = useForm<Values>({ defaultValues: { name: '', notes: '', kind: 'b', price: 12.5 } })
  return (
    <MemoryRouter>
      <form>
        <InputField label="Nome" error={error} registration={register('name')} />
        <TextAreaField label="Observações" registration={register('notes')} />
        <SelectField label="Tipo" options={[['a', 'Um'], ['b', 'Dois']]} registration={register('kind')} />
        <MoneyField label="Preço" control={control} name="price" />
        <FormActions cancelTo="/voltar" busy={false} submitText="Salvar" />
      </form>
    </MemoryRouter>
  )
}

describe('field components', () => {
  it('name each control by its label, with the field name as id', () => {
    render(<Form />)
    expect(screen.getByLabelText('Nome')).toHaveAttribute('id', 'name')
    expect(screen.getByLabelText('Observações').tagName).toBe('TEXTAREA')
    expect(screen.getByLabelText('Tipo')).toHaveValue('b')
    expect(screen.getByLabelText('Preço')).toHaveValue('12,50')
    expect(screen.getByLabelText('Nome')).not.toHaveAttribute('aria-describedby')
  })

  it('link the error to its control through aria-describedby and mark the control invalid', () => {
    render(<Form error="Informe o nome" />)
    const input = screen.getByLabelText('Nome')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('Informe o nome')
  })

  it('end the form with the way back and the submit button', () => {
    render(<Form />)
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/voltar')
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveAttribute('type', 'submit')
  })
})
