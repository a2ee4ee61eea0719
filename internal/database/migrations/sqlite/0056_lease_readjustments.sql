-- A lease's readjustments (issue 43): on each anniversary the rent changes by the index accumulated over the months
-- the lease names (first_month to last_month, both YYYY-MM-01), kept with the rent before and after; the rent in force
-- on a day is the last readjustment's from its effective date on, the lease's own before the first.
CREATE TABLE lease_readjustments (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    lease_id       INTEGER NOT NULL REFERENCES leases (id) ON DELETE CASCADE,
    effective_date TEXT NOT NULL,
    readjust_index TEXT NOT NULL,
    first_month    TEXT NOT NULL,
    last_month     TEXT NOT NULL,
    accumulated    INTEGER NOT NULL,
    rent_before    INTEGER NOT NULL,
    rent_after     INTEGER NOT NULL CHECK (rent_after > 0),
    created_by     INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at     TIMESTAMP NOT NULL,
    UNIQUE (lease_id, effective_date)
);
CREATE INDEX lease_readjustments_created_by ON lease_readjustments (created_by);
