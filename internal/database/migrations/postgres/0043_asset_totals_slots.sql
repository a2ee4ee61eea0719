-- The assets' totals (0034) are kept in up to 16 rows per type and status, a transaction writing the row of its
-- own slot (its transaction id modulo 16): concurrent creates of one kind committed one at a time, each waiting
-- for the previous one's row lock through its commit (0042 only moved that lock to the commit). Every reader
-- sums the rows; a slot's row may count below zero (an asset counted in one slot leaves from another).
ALTER TABLE asset_totals ADD COLUMN slot SMALLINT NOT NULL DEFAULT 0;
ALTER TABLE asset_totals DROP CONSTRAINT asset_totals_pkey;
ALTER TABLE asset_totals ADD PRIMARY KEY (type, status, slot);
CREATE OR REPLACE FUNCTION asset_totals_follow() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
    s SMALLINT := pg_current_xact_id()::text::bigint % 16;
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        INSERT INTO asset_totals AS t (type, status, slot, count, acquisition_total, current_total, changes)
            VALUES (OLD.type, OLD.status, s, -1, -OLD.acquisition_value, -OLD.current_value, 1)
            ON CONFLICT (type, status, slot) DO UPDATE SET count = t.count - 1,
                acquisition_total = t.acquisition_total + EXCLUDED.acquisition_total,
                current_total = t.current_total + EXCLUDED.current_total, changes = t.changes + 1;
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
        INSERT INTO asset_totals AS t (type, status, slot, count, acquisition_total, current_total, changes)
            VALUES (NEW.type, NEW.status, s, 1, NEW.acquisition_value, NEW.current_value, 1)
            ON CONFLICT (type, status, slot) DO UPDATE SET count = t.count + 1,
                acquisition_total = t.acquisition_total + EXCLUDED.acquisition_total,
                current_total = t.current_total + EXCLUDED.current_total, changes = t.changes + 1;
    END IF;
    RETURN NULL;
END $$;
