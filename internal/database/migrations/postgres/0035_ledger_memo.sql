-- The past positions the dashboard last rebuilt (issue 19): a restarted instance starts from them instead of
-- rebuilding a year of month ends from the history. Each row is a day's sums as the ledger memo keeps them,
-- valid at generation (the newest ledger_changes id they include); the ledger brings them forward by the changes
-- since, as it does with what it remembers in memory. One snapshot at a time: a new one replaces it whole.
CREATE TABLE ledger_memo (
    day            TEXT PRIMARY KEY,
    generation     BIGINT NOT NULL,
    asset_count    BIGINT NOT NULL,
    real_estate    BIGINT NOT NULL,
    other          BIGINT NOT NULL,
    vehicle_assets BIGINT NOT NULL,
    vehicle_count  BIGINT NOT NULL,
    vehicles       BIGINT NOT NULL,
    debt_count     BIGINT NOT NULL,
    debts          BIGINT NOT NULL
);
