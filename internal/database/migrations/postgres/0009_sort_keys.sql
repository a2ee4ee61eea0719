-- Sort keys: the pt-BR order of the sortable text columns, computed in Go (model.SortKey) and compared by bytes,
-- so every database and every collation orders the lists alike. Rows that exist when this runs get their keys
-- from the store right after migrating (Store.FillSortKeys); an empty key with a non-empty text means "not yet".
ALTER TABLE assets ADD COLUMN description_sort TEXT COLLATE "C" NOT NULL DEFAULT '';
ALTER TABLE vehicles ADD COLUMN make_sort TEXT COLLATE "C" NOT NULL DEFAULT '';
ALTER TABLE vehicles ADD COLUMN model_sort TEXT COLLATE "C" NOT NULL DEFAULT '';
ALTER TABLE debts ADD COLUMN creditor_sort TEXT COLLATE "C" NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN name_sort TEXT COLLATE "C" NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN email_sort TEXT COLLATE "C" NOT NULL DEFAULT '';

CREATE INDEX assets_description_sort ON assets (description_sort, id);
CREATE INDEX vehicles_make_sort ON vehicles (make_sort, id);
CREATE INDEX debts_creditor_sort ON debts (creditor_sort, id);
