-- An asset's improvements (benfeitorias, issue 16): work that adds to what the asset cost — a roof, an extension —
-- each on a day and paid from an account (its movement names it: source_kind 'asset_improvement').
-- assets.improvements keeps their sum; the cost of an asset (acquisition plus improvements) is what the year-end
-- position ('Bens e Direitos em 31/12') declares. irpf_code is the asset's group and code of that table ('01-13'),
-- '' for the default of its type.
CREATE TABLE asset_improvements (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    asset_id         INTEGER NOT NULL REFERENCES assets (id) ON DELETE CASCADE,
    improvement_date TEXT NOT NULL,
    amount           INTEGER NOT NULL CHECK (amount > 0),
    description      TEXT NOT NULL,
    created_by       INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at       TIMESTAMP NOT NULL
);
CREATE INDEX asset_improvements_asset ON asset_improvements (asset_id, improvement_date);
CREATE INDEX asset_improvements_created_by ON asset_improvements (created_by);
ALTER TABLE assets ADD COLUMN improvements INTEGER NOT NULL DEFAULT 0 CHECK (improvements >= 0);
ALTER TABLE assets ADD COLUMN irpf_code TEXT NOT NULL DEFAULT '';
