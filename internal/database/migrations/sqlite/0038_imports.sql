-- Imports from spreadsheets (issue 17): a batch is read and checked first (pending, its records kept as JSON until
-- it is committed or a day goes by), then committed in one transaction; the records it created are listed so that
-- it can be undone while nothing else depends on them.
CREATE TABLE import_batches (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    kind         TEXT NOT NULL,
    file_name    TEXT NOT NULL,
    status       TEXT NOT NULL CHECK (status IN ('pending', 'committed', 'undone')),
    rows         INTEGER NOT NULL,
    invalid      INTEGER NOT NULL,
    payload      TEXT NOT NULL,
    created_by   INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at   TIMESTAMP NOT NULL,
    committed_at TIMESTAMP,
    undone_at    TIMESTAMP
);
CREATE INDEX import_batches_status ON import_batches (status, created_at);
CREATE INDEX import_batches_created_by ON import_batches (created_by);
CREATE TABLE import_records (
    batch_id  INTEGER NOT NULL REFERENCES import_batches (id) ON DELETE CASCADE,
    record_id INTEGER NOT NULL,
    PRIMARY KEY (batch_id, record_id)
);
