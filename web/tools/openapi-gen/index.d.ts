/** document is docs/openapi.yaml of this repository; output is web/src/lib/api-schema.ts. */
export const document: string
export const output: string
/** generate returns the TypeScript that openapi-typescript makes of the document. */
export function generate(path?: string): Promise<string>
