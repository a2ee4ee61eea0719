-- The assets' totals per type and status (0034) are updated when the writing transaction commits instead of with
-- each row: a create holds the lock of its type and status's row from its commit on, not from its insert, so
-- concurrent creates of one kind no longer wait for each other's whole transaction. The totals still change in
-- the same transaction as the rows, seen by other transactions together with them.
DROP TRIGGER asset_totals_follow ON assets;
CREATE CONSTRAINT TRIGGER asset_totals_follow AFTER INSERT OR UPDATE OR DELETE ON assets
    DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION asset_totals_follow();
