import type { Schemas } from '@/lib/api-types'

/** The asset shapes of the API (docs/product.md §3 Asset, Attachment, Asset transaction), generated from docs/openapi.yaml. Amounts are reais. */
export type AssetType = Schemas['AssetType']
export type AssetStatus = Schemas['AssetStatus']
export type AttachmentCategory = Schemas['AttachmentCategory']
export type PaymentMethod = Schemas['AssetPaymentMethod']

export type AssetDetails = Schemas['AssetDetails']
export type Attachment = Schemas['AssetAttachment']
export type AssetSale = Schemas['AssetSale']
export type Asset = Schemas['Asset']
export type AssetSummary = Schemas['AssetSummary']
export type AssetTransaction = Schemas['AssetTransaction']

/** RelatedAsset is an asset of GET /assets/{id}/related, which always says how it is linked. */
export type RelatedAsset = Asset & Required<Pick<Asset, 'relation'>>

/** AttachmentRef is an attachment as create and edit send it: a stored upload and its category. */
export type AttachmentRef = Required<Pick<Schemas['AttachmentRef'], 'url' | 'name' | 'category'>>

/** AssetInput is what create and edit send: every field of the form. */
export type AssetInput = Required<Omit<Schemas['AssetInput'], 'attachments'>> & { attachments: AttachmentRef[] }
