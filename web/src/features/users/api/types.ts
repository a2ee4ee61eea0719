import type { components } from '@/lib/api-schema'

/** User is a user as the API returns it (spec §3 User), generated from docs/openapi.yaml. */
export type User = components['schemas']['User']
