-- Nothing on PostgreSQL: its trigram index (pg_trgm, 0034) is an ordinary index, written with each row; SQLite's
-- FTS5 table takes a queue (0039) so that it is written once per transaction.
SELECT 1;
