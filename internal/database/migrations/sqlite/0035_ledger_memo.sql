-- The past positions the dashboard last rebuilt (issue 19): a restarted instance starts from them instead of
-- rebuilding a year of month ends from the history. Each row is a day's sums as the ledger memo keeps them,
-- valid at generation (the newest ledger_changes id they include); the ledger brings them forward by the changes
-- since, as it does with what it remembers in memory. One snapshot at a time: a new one replaces it whole.
CREATE TABLE ledger_memo (
    day            TEXT PRIMARY KEY,
    generation     INTEGER NOT NULL,
    asset_count    INTEGER NOT NULL,
    real_estate    INTEGER NOT NULL,
    other          INTEGER NOT NULL,
    vehicle_assets INTEGER NOT NULL,
    vehicle_count  INTEGER NOT NULL,
    vehicles       INTEGER NOT NULL,
    debt_count     INTEGER NOT NULL,
    debts          INTEGER NOT NULL
);
