import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ResponseBody } from '@/lib/api-types'
import { apiData } from '@/lib/queries'
import type { ImportKind } from './types'

/** PastImport is a committed or undone import, as the import screen lists it. */
export type PastImport = ResponseBody<'/imports', 'get'>['data'][number]

/** importsQuery reads the latest imports of a kind, the newest first. */
export const importsQuery = (kind: ImportKind) =>
  queryOptions({ queryKey: ['imports', kind], queryFn: () => apiData<PastImport[]>(`/imports?kind=${kind}`) })

export const useImports = (kind: ImportKind) => useQuery(importsQuery(kind))
