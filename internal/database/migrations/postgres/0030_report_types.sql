-- The year-end position ('Bens e Direitos em 31/12', type yearend) and the depreciation by year (type
-- depreciation) are reports too (issue 16).
ALTER TABLE reports DROP CONSTRAINT reports_type_check;
ALTER TABLE reports ADD CONSTRAINT reports_type_check
    CHECK (type IN ('assets', 'debts', 'cashflow', 'networth', 'yearend', 'depreciation'));
