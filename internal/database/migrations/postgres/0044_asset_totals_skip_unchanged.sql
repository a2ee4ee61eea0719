-- The assets' totals (0043) no longer follow an update that changes nothing in the row: the statements that only
-- lock assets (UPDATE assets SET id = id, before an import's undo checks them) wrote two rows of totals per asset,
-- and in one transaction every such write of the same row adds a version PostgreSQL walks on the next (an undo of
-- 10 000 assets spent 8.5 s in its commit). The changes stamp the text search's totals keep follows what changes.
DROP TRIGGER asset_totals_follow ON assets;
CREATE CONSTRAINT TRIGGER asset_totals_follow AFTER INSERT OR DELETE ON assets
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION asset_totals_follow();
CREATE CONSTRAINT TRIGGER asset_totals_follow_update AFTER UPDATE ON assets
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION asset_totals_follow();
