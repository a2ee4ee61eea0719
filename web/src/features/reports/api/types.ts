import type { Schemas } from '@/lib/api-types'

/** The report shapes of the API, generated from docs/openapi.yaml. */
export type ReportType = Schemas['ReportType']
export type ReportPeriod = Schemas['ReportPeriod']
export type ReportFormat = Schemas['ReportFormat']

/** Report is a generated report (docs/product.md §3 Report); its file is built from the data at each download. */
export type Report = Schemas['Report']

export type ReportInput = Required<Schemas['ReportInput']>
