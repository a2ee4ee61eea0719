import { describe, expect, it } from 'vitest'
import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FilePicker } from './FilePicker'

function Picker() {
  const [file, setFile] = useState<File | null>(null)
  return <FilePicker id="f" label="Arquivo CSV" accept=".csv" file={file} onFile={setFile} />
}

describe('FilePicker', () => {
  it('speaks Portuguese, keeps its label on the input and names the file chosen', async () => {
    render(<Picker />)
    expect(screen.getByText('Selecionar arquivo')).toBeInTheDocument()
    expect(screen.getByText('Nenhum arquivo escolhido')).toBeInTheDocument()
    await userEvent.upload(screen.getByLabelText('Arquivo CSV'), new File(['a;b'], 'indices-2024.csv', { type: 'text/csv' }))
    expect(screen.getByText('indices-2024.csv')).toBeInTheDocument()
    expect(screen.queryByText('Nenhum arquivo escolhido')).not.toBeInTheDocument()
  })
})
