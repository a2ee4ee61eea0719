// @vitest-environment node
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { generate, output } from 'patrimonio-openapi-gen'

describe('the generated API types', () => {
  it('are what docs/openapi.yaml gives today (run `make generate` after changing the document)', async () => {
    const checkedIn = await readFile(output, 'utf8')
    const fresh = await generate()
    expect(checkedIn === fresh, 'src/lib/api-schema.ts has drifted from docs/openapi.yaml; run `make generate`').toBe(true)
  }, 60_000)
})
