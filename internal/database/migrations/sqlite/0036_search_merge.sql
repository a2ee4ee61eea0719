-- The trigram index merges its segments in larger steps: with FTS5's default (4) the merges after each new asset
-- took a third of a create's CPU; with 16 they take less, and a search reads at most 16 segments per level
-- (docs/decisions.md "Creating a record").
INSERT INTO assets_search (assets_search, rank) VALUES ('automerge', 16);
