-- A common word's search walks the newest assets checking each one's key (issue 41): with the key in the index that
-- orders them, the walk reads the index alone instead of every row (at a million assets, a page 20 of a word in 9 %
-- of them from 20 to 2 ms). It takes the place of the index by creation day, which it orders the same way.
DROP INDEX assets_created_at;
CREATE INDEX assets_created_search ON assets (created_at, id, search);
