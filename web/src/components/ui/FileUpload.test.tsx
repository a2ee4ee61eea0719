import { describe, expect, it } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { FileUpload } from './FileUpload'
import { checkFiles } from './file-rules'

function file(name: string, type: string, size = 1000): File {
  const f = new File(['x'], name, { type })
  Object.defineProperty(f, 'size', { value: size })
  return f
}

function Harness({ accept = 'attachments', maxFiles = 20, maxSizeMB = 10 }: { accept?: 'images' | 'attachments'; maxFiles?: number; maxSizeMB?: number }) {
  const [files, setFiles] = useState<File[]>([])
  return <FileUpload id="anexos" label="Anexos" multiple={maxFiles > 1} maxFiles={maxFiles} maxSizeMB={maxSizeMB} accept={accept} files={files} onChange={setFiles} />
}

const pick = (files: File[]) => fireEvent.change(document.getElementById('anexos')!, { target: { files } })

describe('FileUpload limits (docs/product.md §5 Files, §9)', () => {
  it('accepts a PNG and a PDF and lists them; remove works', () => {
    render(<Harness />)
    pick([file('fachada.png', 'image/png'), file('escritura.pdf', 'application/pdf', 1_300_000)])
    expect(screen.getByText('fachada.png')).toBeInTheDocument()
    expect(screen.getByText('1,2 MB')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Remover fachada.png' }))
    expect(screen.queryByText('fachada.png')).not.toBeInTheDocument()
    expect(screen.getByText('escritura.pdf')).toBeInTheDocument()
  })
  it('refuses an 11 MB file naming the file and the limit', () => {
    render(<Harness />)
    pick([file('grande.pdf', 'application/pdf', 11 * 1024 * 1024)])
    expect(screen.getByRole('alert')).toHaveTextContent('O arquivo "grande.pdf" excede o limite de 10 MB.')
    expect(screen.queryByText('grande.pdf', { selector: 'span' })).not.toBeInTheDocument()
  })
  it('refuses an executable and an SVG listing the accepted formats', () => {
    render(<Harness />)
    pick([file('programa.exe', 'application/x-msdownload')])
    expect(screen.getByRole('alert')).toHaveTextContent(
      'O arquivo "programa.exe" tem um formato não suportado. Formatos aceitos: PNG, JPEG, GIF, WebP, PDF, DOC, DOCX e TXT.',
    )
    pick([file('logo.svg', 'image/svg+xml')])
    expect(screen.getByRole('alert')).toHaveTextContent('O arquivo "logo.svg" tem um formato não suportado.')
  })
  it('refuses the 21st file and asks to remove some', () => {
    render(<Harness />)
    pick(Array.from({ length: 20 }, (_, i) => file(`doc${i}.pdf`, 'application/pdf')))
    pick([file('mais.pdf', 'application/pdf')])
    expect(screen.getByRole('alert')).toHaveTextContent('Você pode enviar no máximo 20 arquivos. Remova alguns arquivos antes de adicionar outros.')
    expect(screen.getAllByRole('listitem')).toHaveLength(20)
  })
  it('takes one image of at most 5 MB for avatars, replacing the previous one', () => {
    render(<Harness accept="images" maxFiles={1} maxSizeMB={5} />)
    pick([file('eu.pdf', 'application/pdf')])
    expect(screen.getByRole('alert')).toHaveTextContent('Formatos aceitos: PNG, JPEG, GIF e WebP.')
    pick([file('eu.png', 'image/png', 6 * 1024 * 1024)])
    expect(screen.getByRole('alert')).toHaveTextContent('O arquivo "eu.png" excede o limite de 5 MB.')
    pick([file('a.png', 'image/png')])
    pick([file('b.jpg', 'image/jpeg')])
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(screen.getByText('b.jpg')).toBeInTheDocument()
  })
  it('checks by extension when the browser gives no type', () => {
    expect(checkFiles([], [file('nota.txt', '')], { accept: 'attachments', maxFiles: 20, maxSizeMB: 10 }).error).toBeUndefined()
    expect(checkFiles([], [file('nota.bat', '')], { accept: 'attachments', maxFiles: 20, maxSizeMB: 10 }).error).toBeDefined()
  })
})
