import { useCallback, useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { ChevronLeft, ChevronRight, Download, X, ZoomIn, ZoomOut } from 'lucide-react'
import { useFocusTrap } from './use-focus-trap'

export const MIN_ZOOM = 50
export const MAX_ZOOM = 500
export const ZOOM_STEP = 1.5

/** nextZoom moves the zoom by the factor 1.5 within 50–500 % (docs/product.md §9). */
export function nextZoom(zoom: number, direction: 1 | -1): number {
  const z = direction === 1 ? zoom * ZOOM_STEP : zoom / ZOOM_STEP
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z))
}

type Image = { url: string; name: string }

/**
 * ImageViewer shows images full screen: arrows to move, +/- to zoom, Escape to close (docs/product.md §2); focus stays
 * inside while open and goes back to its opener on closing (useFocusTrap).
 */
export function ImageViewer({ images, startIndex = 0, onClose }: { images: Image[]; startIndex?: number; onClose: () => void }) {
  const [index, setIndex] = useState(startIndex)
  const [zoom, setZoom] = useState(100)
  const go = useCallback(
    (step: number) => {
      setIndex((i) => (i + step + images.length) % images.length)
      setZoom(100)
    },
    [images.length],
  )

  const dialogRef = useFocusTrap<HTMLDivElement>(true, { onEscape: onClose })

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowLeft') go(-1)
      else if (e.key === 'ArrowRight') go(1)
      else if (e.key === '+' || e.key === '=') setZoom((z) => nextZoom(z, 1))
      else if (e.key === '-') setZoom((z) => nextZoom(z, -1))
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [go])

  const image = images[index]
  if (!image) return null
  const button = 'rounded-full bg-white/10 p-2.5 text-white hover:bg-white/20 disabled:opacity-40'
  // In a portal on the body, above every layer of the page, on an opaque backdrop: the page's sticky header neither
  // shows through nor overlaps the toolbar. The file name has a row of its own on a phone, the buttons the next one.
  return createPortal(
    <div ref={dialogRef} tabIndex={-1} role="dialog" aria-modal="true" aria-label={`Visualizar ${image.name}`} className="fixed inset-0 z-[70] flex flex-col bg-neutral-950">
      <div className="flex flex-wrap items-center justify-end gap-2 border-b border-white/10 bg-neutral-900 p-3 text-white">
        <span title={image.name} className="min-w-0 basis-full truncate text-sm sm:flex-1 sm:basis-auto">
          {image.name} <span className="text-white/60">({index + 1} / {images.length})</span>
        </span>
        <button type="button" className={button} aria-label="Diminuir zoom" disabled={zoom <= MIN_ZOOM} onClick={() => setZoom((z) => nextZoom(z, -1))}>
          <ZoomOut className="h-5 w-5" />
        </button>
        <span className="w-14 text-center text-sm tabular-nums" aria-live="polite">
          {Math.round(zoom)}%
        </span>
        <button type="button" className={button} aria-label="Aumentar zoom" disabled={zoom >= MAX_ZOOM} onClick={() => setZoom((z) => nextZoom(z, 1))}>
          <ZoomIn className="h-5 w-5" />
        </button>
        <a href={image.url} download={image.name} aria-label="Baixar imagem" className={button}>
          <Download className="h-5 w-5" />
        </a>
        <button type="button" className={button} aria-label="Fechar visualizador" onClick={onClose}>
          <X className="h-5 w-5" />
        </button>
      </div>
      <div className="relative flex flex-1 items-center justify-center overflow-auto">
        <img src={image.url} alt={image.name} style={{ transform: `scale(${zoom / 100})` }} className="max-h-full max-w-full object-contain transition-transform" />
        {images.length > 1 && (
          <>
            <button type="button" className={`${button} absolute left-3`} aria-label="Imagem anterior" onClick={() => go(-1)}>
              <ChevronLeft className="h-6 w-6" />
            </button>
            <button type="button" className={`${button} absolute right-3`} aria-label="Próxima imagem" onClick={() => go(1)}>
              <ChevronRight className="h-6 w-6" />
            </button>
          </>
        )}
      </div>
    </div>,
    document.body,
  )
}
