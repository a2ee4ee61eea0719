-- Reports asked for (spec §3 Report): what to build; the file is built from the data at each download.
CREATE TABLE reports (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    type            TEXT NOT NULL CHECK (type IN ('assets', 'debts', 'cashflow', 'networth')),
    period          TEXT NOT NULL CHECK (period IN ('monthly', 'quarterly', 'yearly')),
    reference       TEXT NOT NULL,
    title           TEXT NOT NULL,
    description     TEXT NOT NULL,
    created_by      INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_by_name TEXT NOT NULL,
    created_at      TIMESTAMP NOT NULL
);
CREATE INDEX reports_created_at ON reports (created_at);
CREATE INDEX reports_type_created ON reports (type, created_at);
CREATE INDEX reports_period_created ON reports (period, created_at);
CREATE INDEX reports_created_by ON reports (created_by);
