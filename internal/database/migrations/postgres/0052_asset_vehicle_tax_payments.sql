-- The payments of the IPVA and licenciamento of the company's own vehicles (issue 37) are obligation payments of kinds
-- asset_ipva and asset_licensing, whose record is the asset (ipva and licensing name a vehicle of the stock).
ALTER TABLE obligation_payments DROP CONSTRAINT obligation_payments_kind_check;
ALTER TABLE obligation_payments ADD CONSTRAINT obligation_payments_kind_check
    CHECK (kind IN ('iptu', 'ipva', 'licensing', 'asset_ipva', 'asset_licensing'));
