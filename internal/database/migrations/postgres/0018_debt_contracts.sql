-- A financing's contract terms beyond the system (issue 15): a grace period ('carência') of grace_months months
-- before the amortizing installments, whose interest is paid each month or added to the balance
-- (grace_interest); the fees (IOF, tariffs) the borrower paid out of the amount financed, which make its CET. A
-- payment may be an extraordinary amortization ('amortização extraordinária'): all principal, reducing the term or
-- the installment (prepayment_mode); the schedule is recomputed from it.
ALTER TABLE debts ADD COLUMN grace_months INTEGER NOT NULL DEFAULT 0 CHECK (grace_months BETWEEN 0 AND 120);
ALTER TABLE debts ADD COLUMN grace_interest TEXT NOT NULL DEFAULT 'paid' CHECK (grace_interest IN ('paid', 'capitalized'));
ALTER TABLE debts ADD COLUMN fees BIGINT NOT NULL DEFAULT 0 CHECK (fees >= 0);
-- The index that corrects the balance month by month (none, or a series of index_values) and its lag in months.
ALTER TABLE debts ADD COLUMN index_code TEXT NOT NULL DEFAULT 'none'
    CHECK (index_code IN ('none', 'ipca', 'igpm', 'incc', 'tr', 'cdi', 'selic'));
ALTER TABLE debts ADD COLUMN index_lag INTEGER NOT NULL DEFAULT 0 CHECK (index_lag BETWEEN 0 AND 12);
ALTER TABLE debt_payments ADD COLUMN prepayment_mode TEXT CHECK (prepayment_mode IN ('reduce_term', 'reduce_payment'));
