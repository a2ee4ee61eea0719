-- Nothing on PostgreSQL: its trigram index (pg_trgm, 0034) has no merge setting; SQLite's FTS5 table has.
SELECT 1;
