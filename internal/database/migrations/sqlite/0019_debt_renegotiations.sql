-- A renegotiation replaces a debt's terms from a day on (issue 15): the debt keeps its record, payments and history,
-- its balance that day becomes the new amount under the new terms, and the terms that ended are kept here, with
-- the balance they left. terms_since is the day the debt's current terms began (NULL: its contract); the payments
-- dated before it belong to the terms that ended.
ALTER TABLE debts ADD COLUMN terms_since TEXT;

CREATE TABLE debt_renegotiations (
    id                  INTEGER PRIMARY KEY AUTOINCREMENT,
    debt_id             INTEGER NOT NULL REFERENCES debts (id) ON DELETE CASCADE,
    renegotiated_on     TEXT NOT NULL,
    previous_balance    INTEGER NOT NULL CHECK (previous_balance >= 0),
    new_amount          INTEGER NOT NULL CHECK (new_amount > 0),
    original_amount     INTEGER NOT NULL,
    interest_rate       INTEGER NOT NULL,
    installments        INTEGER NOT NULL,
    amortization_system TEXT NOT NULL,
    first_due_date      TEXT,
    grace_months        INTEGER NOT NULL,
    grace_interest      TEXT NOT NULL,
    index_code          TEXT NOT NULL,
    index_lag           INTEGER NOT NULL,
    fees                INTEGER NOT NULL,
    terms_since         TEXT,
    notes               TEXT NOT NULL DEFAULT '',
    created_by          INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at          TIMESTAMP NOT NULL
);
CREATE INDEX debt_renegotiations_debt ON debt_renegotiations (debt_id, renegotiated_on);
CREATE INDEX debt_renegotiations_created_by ON debt_renegotiations (created_by);
