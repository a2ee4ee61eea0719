-- A manual entry (receita or despesa) may name one of the company's sub-accounts under its category's account
-- (issue 35): 'Combustível' under 5.3.08 Outras despesas. ledger_sub is its id, 0 for none; the journal posts the
-- entry's result line to it.
ALTER TABLE account_movements ADD COLUMN ledger_sub BIGINT NOT NULL DEFAULT 0;
