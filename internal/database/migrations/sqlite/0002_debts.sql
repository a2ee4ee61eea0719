-- Debts and their history. Money in integer centavos, interest in hundredths of a percent (basis points),
-- due and event dates as YYYY-MM-DD text.
CREATE TABLE debts (
    id                  INTEGER PRIMARY KEY AUTOINCREMENT,
    creditor_name       TEXT NOT NULL,
    description         TEXT NOT NULL DEFAULT '',
    original_amount     INTEGER NOT NULL CHECK (original_amount > 0),
    current_amount      INTEGER NOT NULL CHECK (current_amount >= 0),
    interest_rate       INTEGER NOT NULL DEFAULT 0 CHECK (interest_rate BETWEEN 0 AND 10000),
    due_date            TEXT NOT NULL,
    status              TEXT NOT NULL CHECK (status IN ('active', 'paid', 'overdue', 'renegotiated')),
    category            TEXT NOT NULL CHECK (category IN ('loan', 'financing', 'account_payable', 'other')),
    payment_method      TEXT NOT NULL DEFAULT '',
    installments        INTEGER NOT NULL CHECK (installments >= 1),
    current_installment INTEGER NOT NULL CHECK (current_installment >= 1 AND current_installment <= installments),
    search              TEXT NOT NULL DEFAULT '',
    created_by          INTEGER REFERENCES users (id) ON DELETE SET NULL,
    updated_by          INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at          TIMESTAMP NOT NULL,
    updated_at          TIMESTAMP NOT NULL
);
CREATE INDEX debts_status_due_date ON debts (status, due_date);
CREATE INDEX debts_due_date ON debts (due_date);
CREATE INDEX debts_category ON debts (category);
CREATE INDEX debts_created_at ON debts (created_at);
CREATE INDEX debts_created_by ON debts (created_by);
CREATE INDEX debts_updated_by ON debts (updated_by);

-- One row per create, update and delete, written in the same transaction. debt_id is a plain column so the
-- row of a delete outlives the debt. event_date is the calendar day of the event (America/Sao_Paulo); the
-- amounts and statuses before and after let the monthly net worth be rebuilt from this table alone.
CREATE TABLE debt_history (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    debt_id         INTEGER NOT NULL,
    action          TEXT NOT NULL CHECK (action IN ('create', 'update', 'delete')),
    event_date      TEXT NOT NULL,
    creditor_name   TEXT NOT NULL,
    previous_amount INTEGER,
    new_amount      INTEGER,
    previous_status TEXT,
    new_status      TEXT,
    user_id         INTEGER REFERENCES users (id) ON DELETE SET NULL,
    user_name       TEXT NOT NULL,
    created_at      TIMESTAMP NOT NULL
);
CREATE INDEX debt_history_debt ON debt_history (debt_id, created_at);
CREATE INDEX debt_history_event_date ON debt_history (event_date);
CREATE INDEX debt_history_user ON debt_history (user_id);
