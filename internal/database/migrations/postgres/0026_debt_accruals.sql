-- What a financing's balance takes in on each due date (issue 15): the interest a grace period capitalises and the
-- correction by an index, per installment of the terms in force (terms: '' for the contract's, else the day the
-- renegotiated terms began, YYYY-MM-DD). Each amount is also a debt_history row dated on the due date and naming
-- the installment (accrual_installment), so the balance of every day, the net worth and the reports count it, and
-- the cash flow knows it moved no money.
CREATE TABLE debt_accruals (
    debt_id            BIGINT NOT NULL REFERENCES debts (id) ON DELETE CASCADE,
    terms              TEXT NOT NULL,
    installment_number INTEGER NOT NULL,
    due_date           DATE NOT NULL,
    amount             BIGINT NOT NULL,
    PRIMARY KEY (debt_id, terms, installment_number)
);
ALTER TABLE debt_history ADD COLUMN accrual_installment INTEGER;
