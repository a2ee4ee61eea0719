import type { Schemas } from '@/lib/api-types'

/** User is a user as the API returns it (docs/product.md §3 User), generated from docs/openapi.yaml. */
export type User = Schemas['User']
