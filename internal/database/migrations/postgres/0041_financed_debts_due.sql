-- The dashboard's coming obligations read the open debts due in the next days and every financing whose next
-- installment is due by then, overdue ones too. The financings have no index of their own: the condition walked
-- every debt due before the window's end (all the overdue ones). With this partial index each part of the
-- condition is a short range (store.openDebtsDue).
CREATE INDEX debts_financed_due ON debts (due_date, id) WHERE amortization_system <> 'none';
