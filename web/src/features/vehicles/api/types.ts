/** VehicleStatus of spec §4: Em Estoque, Reservado, Vendido. */
export type VehicleStatus = 'in_stock' | 'reserved' | 'sold'
export type PaymentMethod = 'cash' | 'financing' | 'exchange'

/** VehicleAttachment is an attachment as the API returns it; url is relative ('/uploads/…'). */
export type VehicleAttachment = {
  id?: number
  name: string
  originalName?: string
  filename?: string
  url: string
  category: string
  mimetype: string
  size: number
  type?: 'image' | 'document'
}

/** Vehicle is a vehicle as the API returns it (spec §3 Vehicle); money in reais, dates 'YYYY-MM-DD'. */
export type Vehicle = {
  id: number
  make: string
  model: string
  year: number
  color: string
  licensePlate: string
  notes: string
  status: VehicleStatus
  purchasePrice: number
  sellingPrice: number
  purchaseDate: string | null
  soldDate: string | null
  salePaymentMethod: PaymentMethod | ''
  saleNotes: string
  attachments?: VehicleAttachment[]
  createdAt: string
  updatedAt: string
}

export type VehicleSummary = { total: number; inStock: number; purchaseTotal: number; sellingTotal: number }

export type VehiclesPage = {
  data: Vehicle[]
  meta: { total: number; page: number; pageSize: number; summary: VehicleSummary }
}

/** VehicleHistoryEntry is one entry of GET /vehicles/{id}/history (spec §3 history entry). */
export type VehicleHistoryEntry = {
  id: number
  vehicleId: number
  action: 'CREATE' | 'UPDATE' | 'SALE' | 'DELETE'
  date: string
  details: {
    vehicleData?: Record<string, unknown>
    oldData?: Record<string, unknown>
    newData?: Record<string, unknown>
    saleData?: { sellingPrice: number; soldDate: string; paymentMethod: PaymentMethod; notes: string }
  }
  userName: string
  createdAt: string
}

/** VehiclePayload is what create and edit send (spec §7). */
export type VehiclePayload = {
  make: string
  model: string
  year: number
  licensePlate: string
  color: string
  notes: string
  purchasePrice: number
  sellingPrice: number
  purchaseDate: string
  status?: VehicleStatus
  attachments: { name: string; url: string; category: string; mimetype: string; size: number }[]
}
