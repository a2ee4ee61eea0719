-- The trigram index takes the assets' new search keys once per write transaction instead of once per statement:
-- FTS5 writes its pending terms to a new segment whenever a later statement of the transaction begins, so each
-- asset written in a group commit made a segment of its own and the merges after it (a fifth of a create's CPU).
-- The triggers now queue the asset's id with the key the index holds for it (NULL: none yet; the first change of a
-- transaction keeps it), and the write transaction indexes the queue just before it commits (database.syncSearch),
-- so a committed asset is always found by its committed key (docs/decisions.md "Group commit on SQLite").
CREATE TABLE assets_search_queue (
    id      INTEGER PRIMARY KEY,
    indexed TEXT
);
DROP TRIGGER assets_search_insert;
DROP TRIGGER assets_search_update;
DROP TRIGGER assets_search_delete;
CREATE TRIGGER assets_search_insert AFTER INSERT ON assets BEGIN
    INSERT OR IGNORE INTO assets_search_queue (id, indexed) VALUES (new.id, NULL);
END;
CREATE TRIGGER assets_search_update AFTER UPDATE OF search ON assets WHEN old.search IS NOT new.search BEGIN
    INSERT OR IGNORE INTO assets_search_queue (id, indexed) VALUES (old.id, old.search);
END;
CREATE TRIGGER assets_search_delete AFTER DELETE ON assets BEGIN
    INSERT OR IGNORE INTO assets_search_queue (id, indexed) VALUES (old.id, old.search);
END;
