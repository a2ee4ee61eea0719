-- Nothing on SQLite: one transaction writes at a time, so the totals' rows (0034) are never waited for; on
-- PostgreSQL their trigger now runs at commit.
SELECT 1;
