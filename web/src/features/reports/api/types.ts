export type ReportType = 'assets' | 'debts' | 'cashflow' | 'networth'
export type ReportPeriod = 'monthly' | 'quarterly' | 'yearly'
export type ReportFormat = 'pdf' | 'csv' | 'xlsx'

/** Report is a generated report (spec §3 Report); its file is built from the data at each download. */
export type Report = {
  id: number
  type: ReportType
  period: ReportPeriod
  /** 2026-10, 2026-Q3 or 2026 */
  reference: string
  title: string
  description: string
  createdBy: { id: number; name: string } | null
  createdAt: string
}

export type ReportInput = { type: ReportType; period: ReportPeriod; reference: string }
