-- The vehicle and debt lists order a page by a day and then the id, as the asset list does (0034): their indexes
-- now end with the id, so a page is walked in its order instead of the filtered rows being sorted
-- (TestVehicleAndDebtListPlans).
CREATE INDEX vehicles_status_purchase ON vehicles (status, purchase_date, id);
CREATE INDEX vehicles_purchase ON vehicles (purchase_date, id);
DROP INDEX vehicles_status_purchase_date;
DROP INDEX vehicles_purchase_date;
CREATE INDEX debts_status_due ON debts (status, due_date, id);
CREATE INDEX debts_due ON debts (due_date, id);
DROP INDEX debts_status_due_date;
DROP INDEX debts_due_date;
