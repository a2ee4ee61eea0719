-- The obligations calendar ('Agenda', issue 16), its first part: a property's IPTU — the year's amount, paid in
-- iptu_installments monthly installments (1: cota única) from the day iptu_first_due ('MM-DD') of each year — and
-- the payments of its installments, each posting a movement out of an account (source_kind 'obligation_payment').
ALTER TABLE assets ADD COLUMN iptu_amount INTEGER CHECK (iptu_amount > 0);
ALTER TABLE assets ADD COLUMN iptu_installments INTEGER NOT NULL DEFAULT 1 CHECK (iptu_installments BETWEEN 1 AND 12);
ALTER TABLE assets ADD COLUMN iptu_first_due TEXT NOT NULL DEFAULT '';
-- The calendar and the dashboard read the properties with an IPTU: few among many assets.
CREATE INDEX assets_iptu ON assets (id) WHERE iptu_amount IS NOT NULL;
CREATE TABLE obligation_payments (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    kind         TEXT NOT NULL CHECK (kind IN ('iptu')),
    record_id    INTEGER NOT NULL,
    due_date     TEXT NOT NULL,
    amount       INTEGER NOT NULL CHECK (amount > 0),
    payment_date TEXT NOT NULL,
    created_by   INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at   TIMESTAMP NOT NULL,
    UNIQUE (kind, record_id, due_date)
);
CREATE INDEX obligation_payments_created_by ON obligation_payments (created_by);
