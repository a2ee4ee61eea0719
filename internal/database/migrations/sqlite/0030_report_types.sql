-- The year-end position ('Bens e Direitos em 31/12', type yearend) and the depreciation by year (type
-- depreciation) are reports too (issue 16). SQLite cannot change a CHECK: the table is made again with the wider one.
CREATE TABLE reports_new (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    type            TEXT NOT NULL CHECK (type IN ('assets', 'debts', 'cashflow', 'networth', 'yearend', 'depreciation')),
    period          TEXT NOT NULL CHECK (period IN ('monthly', 'quarterly', 'yearly')),
    reference       TEXT NOT NULL,
    title           TEXT NOT NULL,
    description     TEXT NOT NULL,
    created_by      INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_by_name TEXT NOT NULL,
    created_at      TIMESTAMP NOT NULL
);
INSERT INTO reports_new (id, type, period, reference, title, description, created_by, created_by_name, created_at)
    SELECT id, type, period, reference, title, description, created_by, created_by_name, created_at FROM reports;
DROP TABLE reports;
ALTER TABLE reports_new RENAME TO reports;
CREATE INDEX reports_created_at ON reports (created_at);
CREATE INDEX reports_type_created ON reports (type, created_at);
CREATE INDEX reports_period_created ON reports (period, created_at);
CREATE INDEX reports_created_by ON reports (created_by);
