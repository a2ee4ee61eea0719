-- The payments of the IPVA and licenciamento of the company's own vehicles (issue 37) are obligation payments of kinds
-- asset_ipva and asset_licensing, whose record is the asset (ipva and licensing name a vehicle of the stock).
-- SQLite cannot change a CHECK: the table is made again with the wider one.
CREATE TABLE obligation_payments_new (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    kind         TEXT NOT NULL CHECK (kind IN ('iptu', 'ipva', 'licensing', 'asset_ipva', 'asset_licensing')),
    record_id    INTEGER NOT NULL,
    due_date     TEXT NOT NULL,
    amount       INTEGER NOT NULL CHECK (amount > 0),
    payment_date TEXT NOT NULL,
    created_by   INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at   TIMESTAMP NOT NULL,
    UNIQUE (kind, record_id, due_date)
);
INSERT INTO obligation_payments_new (id, kind, record_id, due_date, amount, payment_date, created_by, created_at)
    SELECT id, kind, record_id, due_date, amount, payment_date, created_by, created_at FROM obligation_payments;
DROP TABLE obligation_payments;
ALTER TABLE obligation_payments_new RENAME TO obligation_payments;
