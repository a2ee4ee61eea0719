/** Debt is a debt as the API returns it (spec §3 Debt); amounts in reais, interest in % a.m. */
export type DebtStatus = 'active' | 'paid' | 'overdue' | 'renegotiated'
export type DebtCategory = 'loan' | 'financing' | 'account_payable' | 'other'

export type Actor = { id: number; name: string }

export type Debt = {
  id: number
  creditorName: string
  description: string
  originalAmount: number
  currentAmount: number
  interestRate: number
  dueDate: string
  /** As reported: an active debt past its due date reads 'overdue'. */
  status: DebtStatus
  category: DebtCategory
  paymentMethod: string
  installments: number
  currentInstallment: number
  createdBy: Actor | null
  updatedBy: Actor | null
  createdAt: string
  updatedAt: string
}

/** DebtSummary is meta.summary of the list, over the whole filtered set. */
export type DebtSummary = {
  count: number
  originalTotal: number
  activeTotal: number
  overdueTotal: number
  paidCount: number
}

/** DebtInput is what a create or an edit sends (spec §7). */
export type DebtInput = Omit<Debt, 'id' | 'createdBy' | 'updatedBy' | 'createdAt' | 'updatedAt'>
