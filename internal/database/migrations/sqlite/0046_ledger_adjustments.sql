-- The company's own sub-accounts and the administrators' adjustments (issue 35, docs/design.md §10).
-- ledger_subaccounts: a sub-account the company adds under an equity or result account of the chart ('Combustível'
-- under 5.3.08 Outras despesas, 'Aporte de Ana' under 3.1); its code is the account's, a dot and its id in four
-- digits, as the records' sub-accounts.
CREATE TABLE ledger_subaccounts (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    code       TEXT NOT NULL,
    name       TEXT NOT NULL,
    created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (code, name)
);
CREATE INDEX ledger_subaccounts_created_by ON ledger_subaccounts (created_by);

-- ledger_adjustments: an entry an administrator posts with a reason, between equity and result accounts only, so
-- that it moves the net worth's causes (what the bridge says) and never the net worth. Its journal owner is
-- 'adjustment'; deleting it posts the reversal.
CREATE TABLE ledger_adjustments (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    entry_date   TEXT NOT NULL,
    debit_code   TEXT NOT NULL,
    debit_sub    INTEGER NOT NULL DEFAULT 0,
    credit_code  TEXT NOT NULL,
    credit_sub   INTEGER NOT NULL DEFAULT 0,
    amount       INTEGER NOT NULL CHECK (amount > 0),
    reason       TEXT NOT NULL,
    created_by   INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at   TIMESTAMP NOT NULL
);
CREATE INDEX ledger_adjustments_date ON ledger_adjustments (entry_date, id);
CREATE INDEX ledger_adjustments_created_by ON ledger_adjustments (created_by);

-- The journal takes the owner 'adjustment'. SQLite cannot change a CHECK: both tables are made again, and with them
-- two savings on every write: only the entries that reverse one are in the index of reverses (the lookup "is this
-- entry reversed" names a value, which the partial index covers), and the lines are kept in the order of their key
-- without a rowid beside it.
CREATE TABLE journal_entries_new (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    entry_date TEXT NOT NULL,
    owner_kind TEXT NOT NULL CHECK (owner_kind IN ('asset', 'vehicle', 'debt', 'account', 'movement', 'adjustment')),
    owner_id   INTEGER NOT NULL,
    event      TEXT NOT NULL,
    memo       TEXT NOT NULL,
    reverses   INTEGER REFERENCES journal_entries_new (id),
    created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE TABLE journal_lines_new (
    entry_id   INTEGER NOT NULL REFERENCES journal_entries_new (id),
    line       INTEGER NOT NULL,
    entry_date TEXT NOT NULL,
    code       TEXT NOT NULL,
    sub_id     INTEGER NOT NULL DEFAULT 0,
    amount     INTEGER NOT NULL CHECK (amount <> 0),
    flow       TEXT NOT NULL DEFAULT '' CHECK (flow IN ('', 'operating', 'investing', 'financing', 'opening')),
    PRIMARY KEY (entry_id, line)
) WITHOUT ROWID;
INSERT INTO journal_entries_new (id, entry_date, owner_kind, owner_id, event, memo, reverses, created_by, created_at)
    SELECT id, entry_date, owner_kind, owner_id, event, memo, reverses, created_by, created_at FROM journal_entries ORDER BY id;
INSERT INTO journal_lines_new (entry_id, line, entry_date, code, sub_id, amount, flow)
    SELECT entry_id, line, entry_date, code, sub_id, amount, flow FROM journal_lines;
DROP TABLE journal_lines;
DROP TABLE journal_entries;
ALTER TABLE journal_entries_new RENAME TO journal_entries;
ALTER TABLE journal_lines_new RENAME TO journal_lines;
CREATE INDEX journal_entries_owner ON journal_entries (owner_kind, owner_id);
CREATE INDEX journal_entries_reverses ON journal_entries (reverses) WHERE reverses IS NOT NULL;
CREATE INDEX journal_entries_date ON journal_entries (entry_date, id);
CREATE INDEX journal_entries_created_by ON journal_entries (created_by);
CREATE INDEX journal_lines_date ON journal_lines (entry_date, code, sub_id, amount, flow);
CREATE INDEX journal_lines_account ON journal_lines (code, sub_id, entry_date, amount);
