-- One row per change that may move a past net-worth position: from_day is the earliest calendar day whose
-- end-of-day position may differ because of it. Each instance remembers the largest id it has seen and drops
-- only its remembered days on or after the smallest from_day of the newer rows (docs/decisions.md).
CREATE TABLE ledger_changes (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    from_day   TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
