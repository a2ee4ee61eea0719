// precompress writes a gzip and a brotli copy beside each text file of the build (app.js → app.js.gz, app.js.br),
// at the highest levels, once, at build time; the Go server (internal/webui) sends the copy the browser accepts.
// A copy that would not be smaller is not written. Node's zlib does both, so this needs no package.
// Usage: node scripts/precompress.mjs DIR (docs/decisions.md, "Compression, first-run messages and file names").
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { extname, join, relative } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib'

const dir = process.argv[2]
if (!dir) {
  console.error('uso: node scripts/precompress.mjs DIRETÓRIO')
  process.exit(2)
}

// Text formats a build holds; images, fonts and archives are compressed already.
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.map'])

const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
  .filter((e) => e.isFile())
  .map((e) => join(e.parentPath, e.name))

// Copies from an earlier build (the Go binary embeds the whole directory) go first.
await Promise.all(files.filter((f) => f.endsWith('.gz') || f.endsWith('.br')).map((f) => rm(f)))

let raw = 0
let gz = 0
let br = 0
let count = 0
for (const file of files) {
  if (!compressible.has(extname(file))) continue
  const data = await readFile(file)
  const gzipped = gzipSync(data, { level: 9 })
  const brotli = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  })
  if (!gunzipSync(gzipped).equals(data) || !brotliDecompressSync(brotli).equals(data)) {
    throw new Error(`precompress: ${file} does not decompress to itself`)
  }
  raw += data.length
  if (gzipped.length < data.length) {
    await writeFile(file + '.gz', gzipped)
    gz += gzipped.length
  } else gz += data.length
  if (brotli.length < data.length) {
    await writeFile(file + '.br', brotli)
    br += brotli.length
  } else br += data.length
  count++
  if (process.env.PRECOMPRESS_VERBOSE) {
    console.log(`  ${relative(dir, file)}: ${data.length} → gzip ${gzipped.length}, brotli ${brotli.length}`)
  }
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`
console.log(`precompress: ${count} arquivos de texto, ${kb(raw)} → gzip ${kb(gz)}, brotli ${kb(br)}`)
