import { describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { ImageViewer, nextZoom } from './ImageViewer'

const images = [
  { url: '/api/uploads/a.png', name: 'fachada.png' },
  { url: '/api/uploads/b.png', name: 'sala.png' },
  { url: '/api/uploads/c.png', name: 'quintal.png' },
]
const key = (k: string) => fireEvent.keyDown(document, { key: k })

describe('ImageViewer', () => {
  it('opens on the body, outside the page that opened it, with the whole file name in its title', () => {
    const { container } = render(
      <main>
        <ImageViewer images={images} onClose={() => {}} />
      </main>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Visualizar fachada.png' })
    expect(container).not.toContainElement(dialog)
    expect(dialog.parentElement).toBe(document.body)
    expect(screen.getByTitle('fachada.png')).toHaveTextContent('fachada.png (1 / 3)')
  })
  it('zooms by 1.5 between 50 % and 500 %', () => {
    expect(nextZoom(100, 1)).toBe(150)
    expect(nextZoom(337.5, 1)).toBe(500)
    expect(nextZoom(500, 1)).toBe(500)
    expect(nextZoom(100, -1)).toBeCloseTo(66.67, 1)
    expect(nextZoom(66.7, -1)).toBe(50)
  })
  it('moves with the arrow keys, wrapping, and zooms with + and -', () => {
    render(<ImageViewer images={images} onClose={() => {}} />)
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'fachada.png')
    key('ArrowLeft')
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'quintal.png')
    key('ArrowRight')
    key('ArrowRight')
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'sala.png')
    expect(screen.getByText('(2 / 3)')).toBeInTheDocument()
    key('+')
    key('=')
    expect(screen.getByText('225%')).toBeInTheDocument()
    for (let i = 0; i < 6; i++) key('+')
    expect(screen.getByText('500%')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Aumentar zoom' })).toBeDisabled()
    for (let i = 0; i < 10; i++) key('-')
    expect(screen.getByText('50%')).toBeInTheDocument()
    key('ArrowRight')
    expect(screen.getByText('100%')).toBeInTheDocument()
  })
  it('closes on Escape and offers a download', () => {
    const onClose = vi.fn()
    render(<ImageViewer images={images} startIndex={1} onClose={onClose} />)
    expect(screen.getByRole('link', { name: 'Baixar imagem' })).toHaveAttribute('download', 'sala.png')
    key('Escape')
    expect(onClose).toHaveBeenCalled()
  })
})
