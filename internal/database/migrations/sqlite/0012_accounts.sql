-- Cash and bank accounts and their dated movements. Money in integer centavos, signed: positive comes into the
-- account, negative goes out. Calendar dates as YYYY-MM-DD text.
CREATE TABLE accounts (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    name       TEXT NOT NULL,
    name_sort  TEXT NOT NULL DEFAULT '',
    kind       TEXT NOT NULL CHECK (kind IN ('cash', 'checking', 'savings', 'investment')),
    bank_name  TEXT NOT NULL DEFAULT '',
    agency     TEXT NOT NULL DEFAULT '',
    number     TEXT NOT NULL DEFAULT '',
    created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
    updated_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX accounts_name_sort ON accounts (name_sort, id);
CREATE INDEX accounts_created_by ON accounts (created_by);
CREATE INDEX accounts_updated_by ON accounts (updated_by);

-- One row per movement of money: the opening balance (exactly one per account, possibly zero), each side of a
-- transfer (both rows share transfer_id, the id of the outgoing row), a manual entry, and the money events of
-- other records (kind 'record': source_kind and source_id name the record that owns the row). The id is the
-- sequence: movements of one day are ordered by it, the opening first. The balance on any day is the sum of the
-- amounts dated up to it.
CREATE TABLE account_movements (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id  INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    movement_date TEXT NOT NULL,
    amount      INTEGER NOT NULL,
    kind        TEXT NOT NULL CHECK (kind IN ('opening', 'transfer', 'entry', 'record')),
    category    TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    transfer_id INTEGER,
    source_kind TEXT,
    source_id   INTEGER,
    created_by  INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at  TIMESTAMP NOT NULL,
    CHECK (kind = 'opening' OR amount <> 0),
    CHECK ((source_kind IS NULL) = (source_id IS NULL)),
    CHECK ((kind = 'record') = (source_kind IS NOT NULL))
);
CREATE INDEX account_movements_account_date ON account_movements (account_id, movement_date, id);
CREATE INDEX account_movements_date ON account_movements (movement_date);
CREATE INDEX account_movements_transfer ON account_movements (transfer_id);
CREATE INDEX account_movements_source ON account_movements (source_kind, source_id);
CREATE INDEX account_movements_created_by ON account_movements (created_by);
CREATE UNIQUE INDEX account_movements_one_opening ON account_movements (account_id) WHERE kind = 'opening';
