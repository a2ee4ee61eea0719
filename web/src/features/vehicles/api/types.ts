import type { ResponseBody, Schemas } from '@/lib/api-types'

/** VehicleStatus of docs/product.md §4: Em Estoque, Reservado, Vendido. The shapes are generated from docs/openapi.yaml. */
export type VehicleStatus = Schemas['VehicleStatus']
export type PaymentMethod = Schemas['VehiclePaymentMethod']

/** VehicleAttachment is an attachment as the API returns it; url is relative ('/uploads/…'). */
export type VehicleAttachment = Schemas['VehicleAttachment']

/** Vehicle is a vehicle as the API returns it (docs/product.md §3 Vehicle); money in reais, dates 'YYYY-MM-DD'. */
export type Vehicle = Schemas['Vehicle']

export type VehicleSummary = Schemas['VehicleSummary']

export type VehiclesPage = ResponseBody<'/vehicles', 'get'>

/** VehicleHistoryEntry is one entry of GET /vehicles/{id}/history (docs/product.md §3 history entry). */
export type VehicleHistoryEntry = Schemas['VehicleHistoryEntry']

/** VehiclePayload is what create and edit send (docs/product.md §7). */
export type VehiclePayload = Required<Omit<Schemas['VehicleInput'], 'status' | 'attachments'>> & {
  status?: VehicleStatus
  attachments: Pick<VehicleAttachment, 'name' | 'url' | 'category' | 'mimetype' | 'size'>[]
}

/** VehicleCost is a cost of a vehicle (funilaria, documentação, comissão…), paid from an account on a day. */
export type VehicleCost = Schemas['VehicleCost']
export type VehicleCostCategory = Schemas['VehicleCostCategory']
export type VehicleCostInput = Schemas['VehicleCostInput']
