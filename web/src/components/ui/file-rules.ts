/** Upload rules of docs/product.md §5 "Files" and §9, the same the server enforces. */

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp']
const IMAGE_EXT = ['.png', '.jpg', '.jpeg', '.gif', '.webp']
const DOC_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
]
const DOC_EXT = ['.pdf', '.doc', '.docx', '.txt']

export type Accept = 'images' | 'attachments'

export const ACCEPT_ATTRIBUTE: Record<Accept, string> = {
  images: [...IMAGE_TYPES, ...IMAGE_EXT].join(','),
  attachments: [...IMAGE_TYPES, ...IMAGE_EXT, ...DOC_TYPES, ...DOC_EXT].join(','),
}

function extension(name: string): string {
  const i = name.lastIndexOf('.')
  return i < 0 ? '' : name.slice(i).toLowerCase()
}

export function isImageFile(file: File): boolean {
  return IMAGE_TYPES.includes(file.type) || (!file.type && IMAGE_EXT.includes(extension(file.name)))
}

function accepted(file: File, accept: Accept): boolean {
  if (file.type === 'image/svg+xml') return false
  const ext = extension(file.name)
  if (isImageFile(file) || IMAGE_EXT.includes(ext)) return true
  return accept === 'attachments' && (DOC_TYPES.includes(file.type) || DOC_EXT.includes(ext))
}

/** checkFiles adds picked files to the current ones, or says in pt-BR why it cannot. */
export function checkFiles(
  current: File[],
  picked: File[],
  rules: { accept: Accept; maxFiles: number; maxSizeMB: number },
): { files: File[]; error?: string } {
  for (const file of picked) {
    if (!accepted(file, rules.accept)) {
      const formats = rules.accept === 'images' ? 'PNG, JPEG, GIF e WebP' : 'PNG, JPEG, GIF, WebP, PDF, DOC, DOCX e TXT'
      return { files: current, error: `O arquivo "${file.name}" tem um formato não suportado. Formatos aceitos: ${formats}.` }
    }
    if (file.size > rules.maxSizeMB * 1024 * 1024) {
      return { files: current, error: `O arquivo "${file.name}" excede o limite de ${rules.maxSizeMB} MB.` }
    }
  }
  // A single-file field swaps its file for the new one.
  if (rules.maxFiles === 1) return { files: picked.slice(0, 1) }
  if (current.length + picked.length > rules.maxFiles) {
    return {
      files: current,
      error: `Você pode enviar no máximo ${rules.maxFiles} arquivos. Remova alguns arquivos antes de adicionar outros.`,
    }
  }
  return { files: [...current, ...picked] }
}

/** formatSize shows a size in pt-BR: '1,2 MB', '350 KB'. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('pt-BR')} KB`
}
