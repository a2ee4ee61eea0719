-- The company's Pix key (issue 43): its type and the key as the Pix directory writes it, with the receiver's name and
-- city every payer's app shows; '' when the company has given none, and no bill then has a Pix code.
ALTER TABLE settings ADD COLUMN pix_key_type TEXT NOT NULL DEFAULT '';
ALTER TABLE settings ADD COLUMN pix_key TEXT NOT NULL DEFAULT '';
ALTER TABLE settings ADD COLUMN pix_name TEXT NOT NULL DEFAULT '';
ALTER TABLE settings ADD COLUMN pix_city TEXT NOT NULL DEFAULT '';
