import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const srcDir = fileURLToPath(new URL('./src', import.meta.url))

// needsForms says whether a module of src runs the form libraries, itself or through what it imports: such a module
// goes into the 'forms' chunk with them, so that a screen without a form (the dashboard, a list) loads neither. It
// walks every module the file reaches, so an import cycle is judged like any other path.
const formLibrary = /^(zod|react-hook-form|@hookform\/.*)$/
const parsed = new Map<string, { direct: boolean; imports: string[] }>()
function readImports(file: string) {
  let found = parsed.get(file)
  if (found) return found
  found = { direct: false, imports: [] }
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^import (?!type )[^;]*?from '([^']+)'/gms)) {
    if (formLibrary.test(specifier)) found.direct = true
    const base = specifier.startsWith('@/') ? resolve(srcDir, specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(file), specifier) : ''
    const target = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((path) => base && existsSync(path))
    if (target) found.imports.push(target)
  }
  parsed.set(file, found)
  return found
}
const needsFormsMemo = new Map<string, boolean>()
function needsForms(file: string): boolean {
  let needs = needsFormsMemo.get(file)
  if (needs !== undefined) return needs
  const seen = new Set([file])
  const queue = [file]
  needs = false
  while (queue.length > 0 && !needs) {
    const module = readImports(queue.pop()!)
    needs = module.direct
    for (const next of module.imports) {
      if (!seen.has(next)) {
        seen.add(next)
        queue.push(next)
      }
    }
  }
  needsFormsMemo.set(file, needs)
  return needs
}
const sharedPiece = /[\\/]src[\\/](components|lib)[\\/]/

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // The Go binary embeds this directory; the Makefile empties it before a build (a committed .gitkeep stays).
    outDir: '../internal/webui/dist',
    emptyOutDir: false,
    rolldownOptions: {
      output: {
        // Libraries by how often they change and who needs them: React and the router on every page, the form
        // libraries only on screens with a form (the sign-in's chunk loads them; the dashboard does not).
        codeSplitting: {
          // Each group holds what its test names and nothing it imports: the shared chunk's money and dates must
          // not follow the form pieces into the forms chunk.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            {
              name: 'forms',
              test: (id) => /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/.test(id) || (sharedPiece.test(id) && needsForms(id.split('?')[0])),
            },
            // The app's shared pieces (src/components, src/lib) and the icons as one file: split by what shares
            // them, a list screen fetched some forty files of about 1 KB each after its own, a round trip per six
            // on a phone's network.
            { name: 'shared', test: (id) => /node_modules[\\/]lucide-react[\\/]/.test(id) || (sharedPiece.test(id) && !needsForms(id.split('?')[0])) },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // One jsdom per worker instead of one per file: the run takes 9 s instead of 76 (set-up was most of it);
    // src/test-setup.ts resets what a test may leave behind.
    isolate: false,
  },
})
