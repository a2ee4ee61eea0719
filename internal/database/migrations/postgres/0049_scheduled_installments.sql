-- A financing's installments as its schedule now has them (issue 37): an extraordinary amortization that reduces the
-- term ('Reduzir prazo') leaves fewer than the contract's installments, which the schedule is still made from.
-- 0: as many as the contract's.
ALTER TABLE debts ADD COLUMN scheduled_installments INTEGER NOT NULL DEFAULT 0;
