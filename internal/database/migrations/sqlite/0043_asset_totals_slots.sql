-- Nothing on SQLite: one transaction writes at a time, so one row of totals per type and status (0034) is never
-- waited for; on PostgreSQL they are now spread over slots.
SELECT 1;
