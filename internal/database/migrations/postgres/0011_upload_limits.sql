-- Upload quotas and the sweep of unreferenced files. files (uploaded_by, created_at) sums one person's uploads of
-- a day; files (created_at) finds the old ones. file_removals lists files whose record is gone (a deleted asset or
-- vehicle, a removed attachment, a swept upload) and whose bytes the sweep still has to delete from the storage.
CREATE INDEX files_uploaded_by_created_at ON files (uploaded_by, created_at);
CREATE INDEX files_created_at ON files (created_at);

CREATE TABLE file_removals (
    name       TEXT PRIMARY KEY,
    removed_at TIMESTAMPTZ NOT NULL
);
