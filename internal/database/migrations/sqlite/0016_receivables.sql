-- Receivables: what a buyer still owes for an asset or a vehicle sold in installments ('a receber'). One per sale:
-- exactly one of asset_id and vehicle_id. amount = sale_value - down_payment, in integer centavos, split into the
-- installments (their amounts add up to it exactly). A receipt is money received on a day into an account: its
-- account movement names it (source_kind 'receivable_receipt'). What is still to receive on a day is amount less
-- the receipts dated up to it, from the sale day on.
CREATE TABLE receivables (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    asset_id     INTEGER REFERENCES assets (id) ON DELETE CASCADE,
    vehicle_id   INTEGER REFERENCES vehicles (id) ON DELETE CASCADE,
    description  TEXT NOT NULL,
    debtor_name  TEXT NOT NULL DEFAULT '',
    sale_date    TEXT NOT NULL,
    sale_value   INTEGER NOT NULL CHECK (sale_value > 0),
    down_payment INTEGER NOT NULL CHECK (down_payment >= 0),
    amount       INTEGER NOT NULL CHECK (amount > 0),
    created_by   INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at   TIMESTAMP NOT NULL,
    CHECK ((asset_id IS NULL) <> (vehicle_id IS NULL)),
    CHECK (amount = sale_value - down_payment)
);
CREATE UNIQUE INDEX receivables_asset ON receivables (asset_id);
CREATE UNIQUE INDEX receivables_vehicle ON receivables (vehicle_id);
CREATE INDEX receivables_sale_date ON receivables (sale_date);
CREATE INDEX receivables_created_by ON receivables (created_by);

CREATE TABLE receivable_installments (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    receivable_id INTEGER NOT NULL REFERENCES receivables (id) ON DELETE CASCADE,
    number        INTEGER NOT NULL CHECK (number > 0),
    due_date      TEXT NOT NULL,
    amount        INTEGER NOT NULL CHECK (amount > 0),
    UNIQUE (receivable_id, number)
);
CREATE INDEX receivable_installments_due ON receivable_installments (due_date);

CREATE TABLE receivable_receipts (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    receivable_id INTEGER NOT NULL REFERENCES receivables (id) ON DELETE CASCADE,
    receipt_date  TEXT NOT NULL,
    amount        INTEGER NOT NULL CHECK (amount > 0),
    created_by    INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at    TIMESTAMP NOT NULL
);
CREATE INDEX receivable_receipts_receivable ON receivable_receipts (receivable_id, receipt_date, id);
CREATE INDEX receivable_receipts_date ON receivable_receipts (receipt_date);
CREATE INDEX receivable_receipts_created_by ON receivable_receipts (created_by);
