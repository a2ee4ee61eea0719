-- The author columns of the records and their histories are not indexed (issue 35). Nothing looks records up by who
-- wrote them — screens join the author's name by the user's key — and only deleting a user, which sets them to NULL,
-- used these indexes: it now reads those tables through (0,16 s at 100 000 assets). Every create and every change
-- wrote one entry into two or three of them, on a leaf of its own per author: with eight people creating at once, a
-- group commit wrote 143 pages with them and 87 without (a sample of the WAL). The indexes of the tables looked up by
-- user stay (sessions, password resets, recovery codes, pending imports, reports).
DROP INDEX debts_created_by;
DROP INDEX debts_updated_by;
DROP INDEX debt_history_user;
DROP INDEX assets_created_by;
DROP INDEX assets_updated_by;
DROP INDEX asset_transactions_user;
DROP INDEX asset_sales_created_by;
DROP INDEX vehicles_created_by;
DROP INDEX vehicles_updated_by;
DROP INDEX vehicle_history_user;
DROP INDEX accounts_created_by;
DROP INDEX accounts_updated_by;
DROP INDEX account_movements_created_by;
DROP INDEX debt_payments_created_by;
DROP INDEX receivables_created_by;
DROP INDEX receivable_receipts_created_by;
DROP INDEX debt_renegotiations_created_by;
DROP INDEX vehicle_costs_created_by;
DROP INDEX asset_improvements_created_by;
DROP INDEX obligation_payments_created_by;
DROP INDEX ledger_subaccounts_created_by;
DROP INDEX ledger_adjustments_created_by;
DROP INDEX journal_entries_created_by;
