import { useRecord } from '@/lib/queries'
import type { Asset } from './types'

/** useAsset reads one asset for its detail and edit screens. */
export const useAsset = (id: number) => useRecord<Asset>('assets', id)
