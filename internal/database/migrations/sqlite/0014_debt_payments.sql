-- Dated money events of debts. contract_date is the day the debt was taken (a loan's money received); NULL for
-- debts registered before it existed, which count from the day they were registered. A payment is its own record:
-- amount = principal + interest, in integer centavos; the principal lowers the debt's balance, and the history row
-- that records the lower balance names the payment (debt_history.payment_id).
ALTER TABLE debts ADD COLUMN contract_date TEXT;

CREATE TABLE debt_payments (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    debt_id      INTEGER NOT NULL REFERENCES debts (id) ON DELETE CASCADE,
    payment_date TEXT NOT NULL,
    amount       INTEGER NOT NULL CHECK (amount > 0),
    principal    INTEGER NOT NULL CHECK (principal >= 0),
    interest     INTEGER NOT NULL CHECK (interest >= 0),
    created_by   INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at   TIMESTAMP NOT NULL,
    CHECK (amount = principal + interest)
);
CREATE INDEX debt_payments_debt ON debt_payments (debt_id, payment_date, id);
CREATE INDEX debt_payments_date ON debt_payments (payment_date);
CREATE INDEX debt_payments_created_by ON debt_payments (created_by);

ALTER TABLE debt_history ADD COLUMN payment_id INTEGER;
CREATE INDEX debt_history_payment ON debt_history (payment_id);
