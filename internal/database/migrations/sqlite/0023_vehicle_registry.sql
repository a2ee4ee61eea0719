-- A vehicle's registry (issue 16): its RENAVAM (11 digits, check digit verified) and chassis (VIN, 17 characters),
-- '' when not given.
ALTER TABLE vehicles ADD COLUMN renavam TEXT NOT NULL DEFAULT '';
ALTER TABLE vehicles ADD COLUMN chassis TEXT NOT NULL DEFAULT '';
