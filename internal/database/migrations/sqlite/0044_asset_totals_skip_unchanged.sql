-- Nothing on SQLite: its totals' triggers (0034) write a row in place, however often one transaction writes it;
-- on PostgreSQL an update that changes nothing no longer writes the totals.
SELECT 1;
