// The import fences, probed: ESLint (this folder's, with eslint.config.js) must refuse an import of another feature
// from every feature, of any feature from src/lib and src/components, and of src/app from all of them — each way of
// writing the path. Run by `npm run lint` after ESLint itself; exits 1 naming each probe that passed.
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'

const web = fileURLToPath(new URL('..', import.meta.url))
const features = readdirSync(new URL('../src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const eslint = new ESLint({ cwd: web })
const probes = []
for (const [i, own] of features.entries()) {
  const other = features[(i + 1) % features.length]
  const file = `src/features/${own}/components/Probe.tsx`
  probes.push([file, `@/features/${other}/api/x`], [file, `../../${other}/lib/x`], [file, '@/app/router'])
}
for (const file of ['src/lib/probe.ts', 'src/components/ui/Probe.tsx']) {
  probes.push([file, `@/features/${features[0]}/lib/x`], [file, '@/app/router'])
}
const passed = []
for (const [file, path] of probes) {
  const [result] = await eslint.lintText(`import { x } from '${path}'\nexport const probe = x\n`, { filePath: `${web}/${file}` })
  if (!result.messages.some((m) => m.ruleId === 'no-restricted-imports')) passed.push(`${file} imports ${path}`)
}
if (passed.length) {
  console.error(`The import fences let these through:\n${passed.join('\n')}`)
  process.exit(1)
}
console.log(`import fences: ${probes.length} probes refused (${features.length} features)`)
