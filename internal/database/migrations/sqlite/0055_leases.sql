-- Leases of the company's properties (issue 43): the tenant, the term, the rent and its due day, the index that
-- readjusts it and how, the guarantee and the late charges. A lease is active until it is ended (a lease past its
-- term goes on for an indefinite time, as the Lei do Inquilinato has it); while one is active its asset reads
-- 'Alugado'. Rates are in millionths of a percent, money in centavos.
CREATE TABLE leases (
    id                 INTEGER PRIMARY KEY AUTOINCREMENT,
    asset_id           INTEGER NOT NULL REFERENCES assets (id) ON DELETE CASCADE,
    tenant_name        TEXT NOT NULL,
    tenant_document    TEXT NOT NULL DEFAULT '',
    tenant_email       TEXT NOT NULL DEFAULT '',
    tenant_phone       TEXT NOT NULL DEFAULT '',
    start_date         TEXT NOT NULL,
    term_months        INTEGER NOT NULL CHECK (term_months BETWEEN 1 AND 600),
    rent               INTEGER NOT NULL CHECK (rent > 0),
    due_day            INTEGER NOT NULL CHECK (due_day BETWEEN 1 AND 31),
    readjust_index     TEXT NOT NULL CHECK (readjust_index IN ('none', 'igpm', 'ipca')),
    readjust_months    INTEGER NOT NULL DEFAULT 12 CHECK (readjust_months BETWEEN 1 AND 60),
    index_lag          INTEGER NOT NULL DEFAULT 1 CHECK (index_lag BETWEEN 0 AND 3),
    lower_on_deflation INTEGER NOT NULL DEFAULT 0 CHECK (lower_on_deflation IN (0, 1)),
    guarantee          TEXT NOT NULL CHECK (guarantee IN ('none', 'deposit', 'guarantor', 'insurance', 'capitalization')),
    guarantee_amount   INTEGER NOT NULL DEFAULT 0,
    guarantor_name     TEXT NOT NULL DEFAULT '',
    guarantor_document TEXT NOT NULL DEFAULT '',
    late_fine          INTEGER NOT NULL,
    late_interest      INTEGER NOT NULL,
    notes              TEXT NOT NULL DEFAULT '',
    ended_on           TEXT,
    end_reason         TEXT NOT NULL DEFAULT '',
    created_by         INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at         TIMESTAMP NOT NULL,
    updated_at         TIMESTAMP NOT NULL
);
CREATE INDEX leases_asset ON leases (asset_id, start_date);
CREATE INDEX leases_created_by ON leases (created_by);
-- At most one active lease per asset.
CREATE UNIQUE INDEX leases_one_active ON leases (asset_id) WHERE ended_on IS NULL;
