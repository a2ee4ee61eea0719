-- A receipt may name the installment it pays (issue 15), NULL when it pays the installments in order.
ALTER TABLE receivable_receipts ADD COLUMN installment_number INTEGER;
