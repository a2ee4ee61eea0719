// Writes web/src/lib/api-schema.ts from docs/openapi.yaml (npm run generate:api, make generate).
import { writeFile } from 'node:fs/promises'
import { generate, output } from './index.mjs'

await writeFile(output, await generate())
console.log(`wrote ${output}`)
