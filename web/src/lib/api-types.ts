import type { components, paths } from './api-schema'

/**
 * Names for the generated API types (api-schema.ts, from docs/openapi.yaml): the features alias them instead of
 * restating the shapes the server sends and takes.
 */
export type Schemas = components['schemas']

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** JsonBody is the application/json content of a request body or a response of the document. */
type JsonBody<T> = T extends { content: { 'application/json': infer B } } ? B : never

/** RequestBody is the JSON body an operation takes: RequestBody<'/users', 'post'>. */
export type RequestBody<P extends keyof paths, M extends Method> = paths[P][M] extends { requestBody?: infer R }
  ? JsonBody<NonNullable<R>>
  : never

/** ResponseBody is the JSON an operation answers with a status (200 unless named): ResponseBody<'/assets', 'get'>. */
export type ResponseBody<P extends keyof paths, M extends Method, S extends number = 200> = paths[P][M] extends {
  responses: infer R
}
  ? S extends keyof R
    ? JsonBody<R[S]>
    : never
  : never
