-- Indexes measured by `make bench` (DESIGN §9) on 100 000 assets. The list's summary sums both values over the
-- whole filtered set: with the values inside the index it reads the index alone, never the wide asset rows.
-- The first also orders a type and status filtered page by current value; the last orders the list by value.
CREATE INDEX assets_type_status_value ON assets (type, status, current_value, acquisition_value);
CREATE INDEX assets_status_value ON assets (status, current_value, acquisition_value);
CREATE INDEX assets_current_value ON assets (current_value);
