import { inflateRawSync } from 'node:zlib'

/**
 * unzip reads the files of a ZIP archive (an XLSX is one) through its central directory: stored and deflated
 * entries, which is all a spreadsheet writer uses. It throws on anything that is not a ZIP.
 */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (eocd < 0) throw new Error('not a ZIP archive: no end of central directory')
  const count = zip.readUInt16LE(eocd + 10)
  let at = zip.readUInt32LE(eocd + 16)
  const files = new Map<string, Buffer>()
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central directory entry ${i}`)
    const method = zip.readUInt16LE(at + 10)
    const size = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const extraLength = zip.readUInt16LE(at + 30)
    const commentLength = zip.readUInt16LE(at + 32)
    const local = zip.readUInt32LE(at + 42)
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8')
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`bad local header of ${name}`)
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const data = zip.subarray(start, start + size)
    files.set(name, method === 0 ? Buffer.from(data) : inflateRawSync(data))
    at += 46 + nameLength + extraLength + commentLength
  }
  return files
}

const xmlText = (s: string) =>
  s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&')

/**
 * sheetRows reads the first worksheet of an XLSX as rows of cell texts (shared and inline strings resolved,
 * numbers as written), each cell at its column; a missing cell is ''.
 */
export function sheetRows(xlsx: Buffer): string[][] {
  const files = unzip(xlsx)
  const sheet = files.get('xl/worksheets/sheet1.xml')?.toString('utf8')
  if (!sheet) throw new Error(`no first worksheet among ${[...files.keys()].join(', ')}`)
  const shared = [...(files.get('xl/sharedStrings.xml')?.toString('utf8') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
    [...m[1].matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => xmlText(t[1])).join(''),
  )
  const rows: string[][] = []
  for (const row of sheet.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)) {
    const cells: string[] = []
    for (const c of row[1].matchAll(/<c r="([A-Z]+)\d+"([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const col = [...c[1]].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1
      const type = /t="(\w+)"/.exec(c[2])?.[1]
      const body = c[3] ?? ''
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1]
      let text = ''
      if (type === 's' && value !== undefined) text = shared[Number(value)]
      else if (type === 'inlineStr') text = [...body.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => xmlText(t[1])).join('')
      else if (value !== undefined) text = xmlText(value)
      while (cells.length < col) cells.push('')
      cells[col] = text
    }
    rows.push(cells)
  }
  return rows
}
