/** The asset shapes of the API (spec §3 Asset, Attachment, Asset transaction). Amounts are reais. */
export type AssetType = 'real_estate' | 'other' | 'vehicle'
export type AssetStatus = 'active' | 'inactive' | 'rented' | 'sold' | 'exchanged'
export type AttachmentCategory = 'contrato' | 'escritura' | 'projeto_engenharia' | 'projeto_arquitetura' | 'outros'
export type PaymentMethod = 'cash' | 'financing' | 'installments'

export type AssetDetails = {
  address?: string
  area?: number
  registrationNumber?: string
  rooms?: number
  bathrooms?: number
  garage?: boolean
  furnished?: boolean
  brand?: string
  make?: string
  model?: string
  year?: number
  licensePlate?: string
  color?: string
  mileage?: number
  notes?: string
}

export type Attachment = {
  id: number
  name: string
  originalName: string
  filename: string
  url: string
  size: number
  mimetype: string
  type: 'image' | 'document'
  category: AttachmentCategory
}

export type AssetSale = {
  saleDate: string
  saleValue: number
  buyerName: string
  buyerEmail: string
  buyerPhone: string
  paymentMethod: PaymentMethod
  installments: number | null
  notes: string
}

export type Asset = {
  id: number
  description: string
  type: AssetType
  status: AssetStatus
  acquisitionValue: number
  currentValue: number
  acquisitionDate: string
  parentAssetId: number | null
  details: AssetDetails
  attachments?: Attachment[]
  sale?: AssetSale
  createdAt: string
  updatedAt: string
}

export type AssetSummary = { count: number; acquisitionTotal: number; currentTotal: number }

export type AssetTransaction = {
  id: number
  type: 'sale' | 'exchange' | 'valuation_update' | 'status_change' | 'other'
  description: string
  date: string
  amount: number
  details: { previousValue: number | null; newValue: number | null; previousStatus?: string; newStatus?: string; reason: string }
  user: { id: number | null; name: string }
  createdAt: string
}

export type RelatedAsset = Asset & { relation: 'created_in_exchange' | 'original' | 'related' }

/** AttachmentRef is an attachment as create and edit send it: a stored upload and its category. */
export type AttachmentRef = { url: string; name: string; category: AttachmentCategory }

export type AssetInput = {
  description: string
  type: AssetType
  acquisitionValue: number
  currentValue: number
  acquisitionDate: string
  details: AssetDetails
  attachments: AttachmentRef[]
}
