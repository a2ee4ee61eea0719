-- A debt may be a financing contract with a schedule (issue 15): its amortization system (none for a single bill,
-- or Price, or SAC) and the due date of its first installment, one a month after it. The installments are computed
-- from the amount financed (original_amount), the effective monthly rate (interest_rate), their number
-- (installments) and the system; they are not stored. A payment may name the installment it pays.
ALTER TABLE debts ADD COLUMN amortization_system TEXT NOT NULL DEFAULT 'none'
    CHECK (amortization_system IN ('none', 'price', 'sac'));
ALTER TABLE debts ADD COLUMN first_due_date TEXT;
ALTER TABLE debt_payments ADD COLUMN installment_number INTEGER CHECK (installment_number >= 1);
CREATE INDEX debt_payments_installment ON debt_payments (debt_id, installment_number);
