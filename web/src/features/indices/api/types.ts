import type { Schemas } from '@/lib/api-types'

/** IndexSeries sums up what is kept of an index (generated from docs/openapi.yaml). */
export type IndexSeries = Schemas['IndexSeries']
export type IndexCode = IndexSeries['code']
/** IndexValue is a month's change: month YYYY-MM, value a percent written with a point ("0.56"). */
export type IndexValue = { month: string; value: string }
export type IndexValues = { code: IndexCode; label: string; values: IndexValue[] }
