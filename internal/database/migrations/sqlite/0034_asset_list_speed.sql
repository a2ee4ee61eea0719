-- The asset list at any depth and its totals without reading every row (issue 19).
--
-- Deep pages: every page is ordered by a column and then by id; an index on the filters and the sort column serves
-- that order as it stands (every SQLite index ends with the rowid, which id is), so a page walks index entries only
-- and reads just its 50 rows. The old indexes ended with acquisition_value to cover the totals; the totals now come
-- from asset_totals below.
DROP INDEX assets_type_status_value;
DROP INDEX assets_status_value;
DROP INDEX assets_type_status;
CREATE INDEX assets_type_status_value ON assets (type, status, current_value);
CREATE INDEX assets_status_value ON assets (status, current_value);
CREATE INDEX assets_type_value ON assets (type, current_value);
CREATE INDEX assets_type_status_created ON assets (type, status, created_at);
CREATE INDEX assets_type_created ON assets (type, created_at);

-- The totals of the list ('meta.summary') by type and status, kept by the database itself on every write: a
-- filter by type, by status or by both sums at most a dozen rows. changes counts the writes to the assets of the
-- row: their sum only grows, and a text search's totals remembered under it hold until it moves.
CREATE TABLE asset_totals (
    type              TEXT NOT NULL,
    status            TEXT NOT NULL,
    count             INTEGER NOT NULL,
    acquisition_total INTEGER NOT NULL,
    current_total     INTEGER NOT NULL,
    changes           INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (type, status)
);
INSERT INTO asset_totals (type, status, count, acquisition_total, current_total)
    SELECT type, status, COUNT(*), SUM(acquisition_value), SUM(current_value) FROM assets GROUP BY type, status;
CREATE TRIGGER asset_totals_insert AFTER INSERT ON assets BEGIN
    INSERT INTO asset_totals (type, status, count, acquisition_total, current_total, changes)
        VALUES (new.type, new.status, 1, new.acquisition_value, new.current_value, 1)
        ON CONFLICT (type, status) DO UPDATE SET count = count + 1,
            acquisition_total = acquisition_total + excluded.acquisition_total,
            current_total = current_total + excluded.current_total, changes = changes + 1;
END;
CREATE TRIGGER asset_totals_delete AFTER DELETE ON assets BEGIN
    UPDATE asset_totals SET count = count - 1, acquisition_total = acquisition_total - old.acquisition_value,
        current_total = current_total - old.current_value, changes = changes + 1
        WHERE type = old.type AND status = old.status;
END;
CREATE TRIGGER asset_totals_update AFTER UPDATE ON assets BEGIN
    UPDATE asset_totals SET count = count - 1, acquisition_total = acquisition_total - old.acquisition_value,
        current_total = current_total - old.current_value, changes = changes + 1
        WHERE type = old.type AND status = old.status;
    INSERT INTO asset_totals (type, status, count, acquisition_total, current_total, changes)
        VALUES (new.type, new.status, 1, new.acquisition_value, new.current_value, 1)
        ON CONFLICT (type, status) DO UPDATE SET count = count + 1,
            acquisition_total = acquisition_total + excluded.acquisition_total,
            current_total = current_total + excluded.current_total, changes = changes + 1;
END;

-- The text search: a trigram index of each asset's search key (accent-folded, lower case), so a word of three
-- letters or more among 100 000 names is found without reading them all. It indexes assets.search itself (an
-- external-content table: the key is not stored twice) and is kept by the database on every write.
CREATE VIRTUAL TABLE assets_search USING fts5(search, content = 'assets', content_rowid = 'id', tokenize = 'trigram');
INSERT INTO assets_search (assets_search) VALUES ('rebuild');
CREATE TRIGGER assets_search_insert AFTER INSERT ON assets BEGIN
    INSERT INTO assets_search (rowid, search) VALUES (new.id, new.search);
END;
CREATE TRIGGER assets_search_update AFTER UPDATE OF search ON assets WHEN old.search IS NOT new.search BEGIN
    INSERT INTO assets_search (assets_search, rowid, search) VALUES ('delete', old.id, old.search);
    INSERT INTO assets_search (rowid, search) VALUES (new.id, new.search);
END;
CREATE TRIGGER assets_search_delete AFTER DELETE ON assets BEGIN
    INSERT INTO assets_search (assets_search, rowid, search) VALUES ('delete', old.id, old.search);
END;
