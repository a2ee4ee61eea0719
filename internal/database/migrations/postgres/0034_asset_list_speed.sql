-- The asset list at any depth and its totals without reading every row (issue 19).
--
-- Deep pages: every page is ordered by a column and then by id; an index on the filters, the sort column and id
-- serves that order as it stands, so a page of ids is an index-only scan and just its 50 rows are read. The old
-- indexes ended with acquisition_value to cover the totals; the totals now come from asset_totals below.
DROP INDEX assets_type_status_value;
DROP INDEX assets_status_value;
DROP INDEX assets_type_status;
DROP INDEX assets_current_value;
DROP INDEX assets_created_at;
DROP INDEX assets_status_created;
DROP INDEX assets_acquisition_date;
CREATE INDEX assets_type_status_value ON assets (type, status, current_value, id);
CREATE INDEX assets_status_value ON assets (status, current_value, id);
CREATE INDEX assets_type_value ON assets (type, current_value, id);
CREATE INDEX assets_current_value ON assets (current_value, id);
CREATE INDEX assets_type_status_created ON assets (type, status, created_at, id);
CREATE INDEX assets_type_created ON assets (type, created_at, id);
CREATE INDEX assets_status_created ON assets (status, created_at, id);
CREATE INDEX assets_created_at ON assets (created_at, id);
CREATE INDEX assets_acquisition_date ON assets (acquisition_date, id);

-- The totals of the list ('meta.summary') by type and status, kept by the database itself on every write: a
-- filter by type, by status or by both sums at most a dozen rows. changes counts the writes to the assets of the
-- row: their sum only grows, and a text search's totals remembered under it hold until it moves.
CREATE TABLE asset_totals (
    type              TEXT NOT NULL,
    status            TEXT NOT NULL,
    count             BIGINT NOT NULL,
    acquisition_total BIGINT NOT NULL,
    current_total     BIGINT NOT NULL,
    changes           BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (type, status)
);
INSERT INTO asset_totals (type, status, count, acquisition_total, current_total)
    SELECT type, status, COUNT(*), SUM(acquisition_value), SUM(current_value) FROM assets GROUP BY type, status;
-- The function runs with the search path of the migration, so a write naming the schema finds its totals too.
CREATE FUNCTION asset_totals_follow() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE asset_totals SET count = count - 1, acquisition_total = acquisition_total - OLD.acquisition_value,
            current_total = current_total - OLD.current_value, changes = changes + 1
            WHERE type = OLD.type AND status = OLD.status;
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
        INSERT INTO asset_totals AS t (type, status, count, acquisition_total, current_total, changes)
            VALUES (NEW.type, NEW.status, 1, NEW.acquisition_value, NEW.current_value, 1)
            ON CONFLICT (type, status) DO UPDATE SET count = t.count + 1,
                acquisition_total = t.acquisition_total + EXCLUDED.acquisition_total,
                current_total = t.current_total + EXCLUDED.current_total, changes = t.changes + 1;
    END IF;
    RETURN NULL;
END $$;
CREATE TRIGGER asset_totals_follow AFTER INSERT OR UPDATE OR DELETE ON assets
    FOR EACH ROW EXECUTE FUNCTION asset_totals_follow();

-- The text search: a trigram index of each asset's search key (accent-folded, lower case), so a word of three
-- letters or more among 100 000 names is found without reading them all (pg_trgm, a trusted extension any
-- database owner may create; its operator class is named with its schema, as the tests run in other schemas).
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
CREATE INDEX assets_search_trgm ON assets USING gin (search public.gin_trgm_ops);
