-- Vehicles held for sale, their attachments and their history.
CREATE TABLE vehicles (
    id                  INTEGER PRIMARY KEY AUTOINCREMENT,
    make                TEXT NOT NULL,
    model               TEXT NOT NULL,
    year                INTEGER NOT NULL,
    color               TEXT NOT NULL DEFAULT '',
    license_plate       TEXT NOT NULL,
    notes               TEXT NOT NULL DEFAULT '',
    status              TEXT NOT NULL CHECK (status IN ('in_stock', 'reserved', 'sold')),
    purchase_price      INTEGER NOT NULL CHECK (purchase_price >= 0),
    selling_price       INTEGER NOT NULL DEFAULT 0 CHECK (selling_price >= 0),
    purchase_date       TEXT NOT NULL,
    sold_date           TEXT,
    sale_payment_method TEXT NOT NULL DEFAULT '',
    sale_notes          TEXT NOT NULL DEFAULT '',
    search              TEXT NOT NULL DEFAULT '',
    created_by          INTEGER REFERENCES users (id) ON DELETE SET NULL,
    updated_by          INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at          TIMESTAMP NOT NULL,
    updated_at          TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX vehicles_plate_unsold ON vehicles (license_plate) WHERE status <> 'sold';
CREATE INDEX vehicles_purchase_date ON vehicles (purchase_date);
CREATE INDEX vehicles_status_purchase_date ON vehicles (status, purchase_date);
CREATE INDEX vehicles_created_by ON vehicles (created_by);
CREATE INDEX vehicles_updated_by ON vehicles (updated_by);

CREATE TABLE vehicle_attachments (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    vehicle_id    INTEGER NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
    file_name     TEXT NOT NULL REFERENCES files (name),
    original_name TEXT NOT NULL,
    category      TEXT NOT NULL DEFAULT 'outros',
    position      INTEGER NOT NULL
);
CREATE INDEX vehicle_attachments_vehicle ON vehicle_attachments (vehicle_id, position);
CREATE INDEX vehicle_attachments_file ON vehicle_attachments (file_name);

-- vehicle_id has no foreign key on purpose: the DELETE entry outlives the vehicle.
CREATE TABLE vehicle_history (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    vehicle_id INTEGER NOT NULL,
    action     TEXT NOT NULL CHECK (action IN ('CREATE', 'UPDATE', 'SALE', 'DELETE')),
    event_date TEXT NOT NULL,
    old_value  INTEGER NOT NULL,
    new_value  INTEGER NOT NULL,
    amount     INTEGER,
    details    TEXT NOT NULL,
    user_id    INTEGER REFERENCES users (id) ON DELETE SET NULL,
    user_name  TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX vehicle_history_vehicle ON vehicle_history (vehicle_id, created_at);
CREATE INDEX vehicle_history_event_date ON vehicle_history (event_date);
CREATE INDEX vehicle_history_user ON vehicle_history (user_id);
