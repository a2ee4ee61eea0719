-- Exact ledger changes (docs/decisions.md "Exact ledger changes"). A change of kind 'moved' may have moved every
-- position from from_day on: an instance drops what it remembers from that day. A change of kind 'exact' moved the
-- positions by its ledger_deltas rows (each adds its sums to every day on or after its from_day) and the accounts'
-- total from from_day on ('9999-12-31' when it moved no money): an instance adds the deltas to what it remembers.
ALTER TABLE ledger_changes ADD COLUMN kind TEXT NOT NULL DEFAULT 'moved' CHECK (kind IN ('moved', 'exact'));

CREATE TABLE ledger_deltas (
    change_id      INTEGER NOT NULL,
    from_day       TEXT NOT NULL,
    asset_count    INTEGER NOT NULL,
    real_estate    BIGINT NOT NULL,
    other          BIGINT NOT NULL,
    vehicle_assets BIGINT NOT NULL,
    vehicle_count  INTEGER NOT NULL,
    vehicles       BIGINT NOT NULL,
    debt_count     INTEGER NOT NULL,
    debts          BIGINT NOT NULL
);
CREATE INDEX ledger_deltas_change ON ledger_deltas (change_id);

-- The cash flow reads the newest vehicle sales first (CashEvents).
CREATE INDEX vehicles_sold_date ON vehicles (sold_date);
