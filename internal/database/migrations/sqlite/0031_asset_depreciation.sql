-- Book value (issue 16): an asset's kind for depreciation ('' for its type's: a property a building, a vehicle a
-- vehicle, anything else not depreciated) and its annual rate in hundredths of a percent (NULL for its kind's, the
-- Receita Federal's: edificações 4 %, veículos 20 %, máquinas e equipamentos 10 %, móveis e utensílios 10 %,
-- computadores 20 %; land and what is not depreciated 0).
ALTER TABLE assets ADD COLUMN depreciation_kind TEXT NOT NULL DEFAULT ''
    CHECK (depreciation_kind IN ('', 'buildings', 'vehicles', 'machinery', 'furniture', 'computers', 'land', 'none'));
ALTER TABLE assets ADD COLUMN depreciation_rate INTEGER CHECK (depreciation_rate BETWEEN 0 AND 10000);
