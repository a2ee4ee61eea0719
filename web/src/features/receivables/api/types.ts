import type { RequestBody, ResponseBody, Schemas } from '@/lib/api-types'

/** Receivable is what a buyer still owes for a sale in installments, generated from docs/openapi.yaml; amounts in reais. */
export type Receivable = Schemas['Receivable']
export type ReceivableStatus = Schemas['ReceivableStatus']
export type Installment = Schemas['Installment']
export type ReceivablesSummary = Schemas['ReceivablesSummary']
export type ReceivablesPage = ResponseBody<'/receivables', 'get'>
/** Receipt is money received for a receivable, into an account. */
export type Receipt = Schemas['ReceivableReceipt']
export type ReceiptInput = RequestBody<'/receivables/{id}/receipts', 'post'>
