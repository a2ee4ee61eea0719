-- CPF and CNPJ (issue 16): of an asset's buyer, of a debt's creditor and of the company itself, stored without
-- punctuation and in capitals (the alphanumeric CNPJ of July 2026 has letters), '' when not given.
ALTER TABLE asset_sales ADD COLUMN buyer_document TEXT NOT NULL DEFAULT '';
ALTER TABLE debts ADD COLUMN creditor_document TEXT NOT NULL DEFAULT '';
ALTER TABLE settings ADD COLUMN company_document TEXT NOT NULL DEFAULT '';
