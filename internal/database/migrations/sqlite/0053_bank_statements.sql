-- Bank statements imported into an account (issue 42): read and matched first (pending, its lines kept as JSON until
-- it is committed or an hour goes by), then committed in one transaction. Each line of a committed statement is
-- kept once per account by its key (the bank's FITID, or a hash of the line), with what became of it: matched to a
-- movement already recorded, a movement created from it, or ignored. Undoing the statement removes its lines and
-- the movements it created.
CREATE TABLE bank_statements (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id      INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    status          TEXT NOT NULL CHECK (status IN ('pending', 'committed', 'undone')),
    format          TEXT NOT NULL CHECK (format IN ('ofx', 'csv')),
    file_name       TEXT NOT NULL,
    period_start    TEXT NOT NULL,
    period_end      TEXT NOT NULL,
    closing_balance INTEGER,
    closing_date    TEXT,
    lines           INTEGER NOT NULL,
    payload         TEXT NOT NULL,
    created_by      INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at      TIMESTAMP NOT NULL,
    committed_at    TIMESTAMP,
    undone_at       TIMESTAMP,
    CHECK ((closing_balance IS NULL) = (closing_date IS NULL))
);
CREATE INDEX bank_statements_account ON bank_statements (account_id, status, closing_date);
CREATE INDEX bank_statements_status ON bank_statements (status, created_at);
CREATE INDEX bank_statements_created_by ON bank_statements (created_by);
CREATE TABLE bank_statement_lines (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    statement_id INTEGER NOT NULL REFERENCES bank_statements (id) ON DELETE CASCADE,
    account_id   INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    line_key     TEXT NOT NULL,
    posted_date  TEXT NOT NULL,
    amount       INTEGER NOT NULL,
    description  TEXT NOT NULL,
    outcome      TEXT NOT NULL CHECK (outcome IN ('matched', 'created', 'ignored')),
    movement_id  INTEGER REFERENCES account_movements (id) ON DELETE SET NULL,
    UNIQUE (account_id, line_key)
);
CREATE INDEX bank_statement_lines_statement ON bank_statement_lines (statement_id);
CREATE UNIQUE INDEX bank_statement_lines_movement ON bank_statement_lines (movement_id);
-- What a person chose for a line, remembered per account by the words of its description: the next line that
-- says them is offered the same (a receita or despesa, a transfer, a receivable's receipt or a debt's payment).
CREATE TABLE bank_rules (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    account_id       INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    pattern          TEXT NOT NULL,
    kind             TEXT NOT NULL CHECK (kind IN ('entry', 'transfer', 'receipt', 'debt_payment')),
    category         TEXT NOT NULL DEFAULT '',
    subaccount_id    INTEGER REFERENCES ledger_subaccounts (id) ON DELETE SET NULL,
    other_account_id INTEGER REFERENCES accounts (id) ON DELETE CASCADE,
    receivable_id    INTEGER REFERENCES receivables (id) ON DELETE CASCADE,
    debt_id          INTEGER REFERENCES debts (id) ON DELETE CASCADE,
    updated_at       TIMESTAMP NOT NULL,
    UNIQUE (account_id, pattern)
);
CREATE INDEX bank_rules_subaccount ON bank_rules (subaccount_id);
CREATE INDEX bank_rules_other_account ON bank_rules (other_account_id);
CREATE INDEX bank_rules_receivable ON bank_rules (receivable_id);
CREATE INDEX bank_rules_debt ON bank_rules (debt_id);
-- The columns of the account's CSV statements as the person last confirmed them (JSON; '' for none yet).
ALTER TABLE accounts ADD COLUMN statement_columns TEXT NOT NULL DEFAULT '';
