-- A vehicle's details for resale (issue 16): quilometragem, ano de fabricação and ano do modelo (NULL when not
-- given), the FIPE code (NNNNNN-D, '' when not given) and reference value (NULL when not given), where its IPVA and
-- licenciamento stand ('' unknown), and, once sold, who bought it: name and CPF or CNPJ without punctuation.
ALTER TABLE vehicles ADD COLUMN mileage INTEGER CHECK (mileage >= 0);
ALTER TABLE vehicles ADD COLUMN manufacture_year INTEGER;
ALTER TABLE vehicles ADD COLUMN model_year INTEGER;
ALTER TABLE vehicles ADD COLUMN fipe_code TEXT NOT NULL DEFAULT '';
ALTER TABLE vehicles ADD COLUMN fipe_value INTEGER CHECK (fipe_value >= 0);
ALTER TABLE vehicles ADD COLUMN ipva_status TEXT NOT NULL DEFAULT '' CHECK (ipva_status IN ('', 'paid', 'open', 'exempt'));
ALTER TABLE vehicles ADD COLUMN licensing_status TEXT NOT NULL DEFAULT '' CHECK (licensing_status IN ('', 'valid', 'pending'));
ALTER TABLE vehicles ADD COLUMN sale_buyer_name TEXT NOT NULL DEFAULT '';
ALTER TABLE vehicles ADD COLUMN sale_buyer_document TEXT NOT NULL DEFAULT '';
