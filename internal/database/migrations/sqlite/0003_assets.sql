-- Assets (spec §3 Asset), their attachments, their dated history and their sales.
CREATE TABLE assets (
    id                INTEGER PRIMARY KEY AUTOINCREMENT,
    description       TEXT NOT NULL,
    type              TEXT NOT NULL CHECK (type IN ('real_estate', 'other', 'vehicle')),
    status            TEXT NOT NULL CHECK (status IN ('active', 'inactive', 'rented', 'sold', 'exchanged')),
    acquisition_value INTEGER NOT NULL CHECK (acquisition_value > 0),
    current_value     INTEGER NOT NULL CHECK (current_value > 0),
    acquisition_date  TEXT NOT NULL,
    parent_asset_id   INTEGER REFERENCES assets (id) ON DELETE SET NULL,
    details           TEXT NOT NULL DEFAULT '{}',
    search            TEXT NOT NULL DEFAULT '',
    created_by        INTEGER REFERENCES users (id) ON DELETE SET NULL,
    updated_by        INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at        TIMESTAMP NOT NULL,
    updated_at        TIMESTAMP NOT NULL
);
CREATE INDEX assets_status_created ON assets (status, created_at);
CREATE INDEX assets_type_status ON assets (type, status);
CREATE INDEX assets_created_at ON assets (created_at);
CREATE INDEX assets_acquisition_date ON assets (acquisition_date);
CREATE INDEX assets_parent ON assets (parent_asset_id);
CREATE INDEX assets_created_by ON assets (created_by);
CREATE INDEX assets_updated_by ON assets (updated_by);

CREATE TABLE asset_attachments (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    asset_id      INTEGER NOT NULL REFERENCES assets (id) ON DELETE CASCADE,
    file_name     TEXT NOT NULL REFERENCES files (name),
    original_name TEXT NOT NULL,
    size          INTEGER NOT NULL,
    mimetype      TEXT NOT NULL,
    image         INTEGER NOT NULL CHECK (image IN (0, 1)),
    category      TEXT NOT NULL CHECK (category IN ('contrato', 'escritura', 'projeto_engenharia', 'projeto_arquitetura', 'outros')),
    created_at    TIMESTAMP NOT NULL,
    UNIQUE (asset_id, file_name)
);
CREATE INDEX asset_attachments_file ON asset_attachments (file_name);

-- One row per change. date is the calendar day of the event; previous_value/new_value are the asset's value
-- before and after it (centavos), so the net worth of any past day can be rebuilt from these rows.
CREATE TABLE asset_transactions (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    asset_id        INTEGER NOT NULL REFERENCES assets (id) ON DELETE CASCADE,
    type            TEXT NOT NULL CHECK (type IN ('sale', 'exchange', 'valuation_update', 'status_change', 'other')),
    description     TEXT NOT NULL,
    date            TEXT NOT NULL,
    amount          INTEGER NOT NULL,
    previous_value  INTEGER,
    new_value       INTEGER,
    previous_status TEXT,
    new_status      TEXT,
    reason          TEXT NOT NULL DEFAULT '',
    user_id         INTEGER REFERENCES users (id) ON DELETE SET NULL,
    user_name       TEXT NOT NULL,
    created_at      TIMESTAMP NOT NULL
);
CREATE INDEX asset_transactions_asset ON asset_transactions (asset_id, created_at);
CREATE INDEX asset_transactions_date ON asset_transactions (date);
CREATE INDEX asset_transactions_user ON asset_transactions (user_id);

CREATE TABLE asset_sales (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    asset_id       INTEGER NOT NULL UNIQUE REFERENCES assets (id) ON DELETE CASCADE,
    sale_date      TEXT NOT NULL,
    sale_value     INTEGER NOT NULL CHECK (sale_value > 0),
    buyer_name     TEXT NOT NULL,
    buyer_email    TEXT NOT NULL DEFAULT '',
    buyer_phone    TEXT NOT NULL DEFAULT '',
    payment_method TEXT NOT NULL CHECK (payment_method IN ('cash', 'financing', 'installments')),
    installments   INTEGER CHECK (installments IS NULL OR installments >= 2),
    notes          TEXT NOT NULL DEFAULT '',
    created_by     INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at     TIMESTAMP NOT NULL
);
CREATE INDEX asset_sales_created_by ON asset_sales (created_by);
CREATE INDEX asset_sales_date ON asset_sales (sale_date);
