// generate turns docs/openapi.yaml into the TypeScript of web/src/lib/api-schema.ts, with openapi-typescript. It
// lives in its own package because openapi-typescript 7 runs on the TypeScript 5 API, and the app compiles with
// TypeScript 7 (docs/decisions.md, "One contract and one vocabulary").
import { fileURLToPath, pathToFileURL } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'

/** document is docs/openapi.yaml of this repository. */
export const document = fileURLToPath(new URL('../../../docs/openapi.yaml', import.meta.url))

/** output is the generated file the web app imports. */
export const output = fileURLToPath(new URL('../../src/lib/api-schema.ts', import.meta.url))

const header = `/**
 * The API's types, generated from docs/openapi.yaml by openapi-typescript (\`make generate\`). Do not edit: change
 * the document and regenerate; src/lib/api-schema.test.ts fails when this file and the document disagree.
 */

`

export async function generate(path = document) {
  const ast = await openapiTS(pathToFileURL(path), { silent: true })
  return header + astToString(ast)
}
