import { recordEntries } from '@/lib/queries'
import type { Schemas } from '@/lib/api-types'

export type AssetImprovement = Schemas['AssetImprovement']
export type AssetImprovementInput = Schemas['AssetImprovementInput']

/**
 * An asset's improvements (benfeitorias): useImprovements lists them, newest first; useAddImprovement records one;
 * useDeleteImprovement removes one entered by mistake (and its movement in the account). The asset (its cost), its
 * improvements, the accounts and the dashboard follow each write.
 */
const improvements = recordEntries<AssetImprovement, AssetImprovementInput>('assets', 'improvements')
export const useImprovements = improvements.useList
export const useAddImprovement = improvements.useAdd
export const useDeleteImprovement = improvements.useDelete
