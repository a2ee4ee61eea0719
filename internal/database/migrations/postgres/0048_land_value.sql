-- A property's cost split into land and building (issue 37): land_value is the part of the acquisition value that is
-- land (terreno), in centavos, never depreciated (RIR/2018 art. 318); 0 when the cost is not split.
ALTER TABLE assets ADD COLUMN land_value BIGINT NOT NULL DEFAULT 0;
