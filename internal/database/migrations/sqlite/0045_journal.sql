-- The double-entry books (issue 35, docs/design.md §10). Every record that moves money or value owns journal
-- entries: owner_kind names the record (asset, vehicle, debt, account for its opening balance, movement for a manual
-- entry or a transfer, by the transfer's outgoing row) and event the event within it ('acquisition', 'payment:12',
-- 'valuation:2026-03-31', …). The journal is append-only: a change posts the reversal of what no longer holds
-- (reverses names the entry it undoes) and the entries that hold now, dated by the events' days.
CREATE TABLE journal_entries (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    entry_date TEXT NOT NULL,
    owner_kind TEXT NOT NULL CHECK (owner_kind IN ('asset', 'vehicle', 'debt', 'account', 'movement')),
    owner_id   INTEGER NOT NULL,
    event      TEXT NOT NULL,
    memo       TEXT NOT NULL,
    reverses   INTEGER REFERENCES journal_entries (id),
    created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX journal_entries_owner ON journal_entries (owner_kind, owner_id);
CREATE INDEX journal_entries_reverses ON journal_entries (reverses);
CREATE INDEX journal_entries_date ON journal_entries (entry_date, id);
CREATE INDEX journal_entries_created_by ON journal_entries (created_by);

-- The lines of an entry: code is an account of the chart (internal/ledger/chart.go), sub_id the cash account or the
-- debt of a sub-account (0 for none); amount in integer centavos, a debit when positive, a credit when negative, the
-- lines of an entry summing to zero. flow is the cash-flow section of a line of an entry that moves cash ('' for
-- the others and for the cash lines). entry_date repeats the entry's, so the balances of a day sum one table.
CREATE TABLE journal_lines (
    entry_id   INTEGER NOT NULL REFERENCES journal_entries (id),
    line       INTEGER NOT NULL,
    entry_date TEXT NOT NULL,
    code       TEXT NOT NULL,
    sub_id     INTEGER NOT NULL DEFAULT 0,
    amount     INTEGER NOT NULL CHECK (amount <> 0),
    flow       TEXT NOT NULL DEFAULT '' CHECK (flow IN ('', 'operating', 'investing', 'financing', 'opening')),
    PRIMARY KEY (entry_id, line)
);
CREATE INDEX journal_lines_date ON journal_lines (entry_date, code, sub_id, amount, flow);
CREATE INDEX journal_lines_account ON journal_lines (code, sub_id, entry_date, amount);

-- The counterpart a person chose for an event that moved no cash or bank account (internal/ledger/counterparts.go):
-- source_kind and source_id name the event as account_movements names a record's money event (asset_purchase,
-- debt_payment, …; account_opening by the account; debt_change by the debt_history row of an edited balance). An
-- event has its movement or its counterpart, never both.
CREATE TABLE event_counterparts (
    source_kind TEXT NOT NULL,
    source_id   INTEGER NOT NULL,
    kind        TEXT NOT NULL CHECK (kind IN ('contribution', 'withdrawal', 'opening', 'forgiveness', 'charges', 'expense',
        'adjustment')),
    reason      TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (source_kind, source_id)
);

-- ledger_opening_date: the last day of what the company owned and owed before it began using the product (an event
-- of that day or before that names no counterpart is an opening balance); set when the journal is first posted.
-- journal_rules: the version of the posting rules the journal was last posted with; on start the server posts the
-- difference when its rules are newer (the first time: every record).
ALTER TABLE settings ADD COLUMN ledger_opening_date TEXT;
ALTER TABLE settings ADD COLUMN journal_rules INTEGER NOT NULL DEFAULT 0;

-- The net-worth bridge is a report too (type bridge). SQLite cannot change a CHECK: the table is made again.
CREATE TABLE reports_new (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    type            TEXT NOT NULL CHECK (type IN ('assets', 'debts', 'cashflow', 'networth', 'yearend', 'depreciation', 'bridge')),
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
