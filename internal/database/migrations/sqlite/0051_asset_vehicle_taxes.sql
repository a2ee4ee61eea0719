-- The company's own vehicles (assets of type vehicle, issue 37) in the 'Agenda' like the stock's: the state (UF) it
-- is registered in ('' when not given), the year's IPVA and licenciamento amounts (NULL when not given) and whether
-- it is exempt from IPVA (their payments: 0052).
ALTER TABLE assets ADD COLUMN registration_state TEXT NOT NULL DEFAULT '';
ALTER TABLE assets ADD COLUMN ipva_amount INTEGER CHECK (ipva_amount > 0);
ALTER TABLE assets ADD COLUMN licensing_amount INTEGER CHECK (licensing_amount > 0);
ALTER TABLE assets ADD COLUMN ipva_exempt INTEGER NOT NULL DEFAULT 0 CHECK (ipva_exempt IN (0, 1));
-- The calendar and the dashboard read the vehicles registered in a state: few among many assets, or none.
CREATE INDEX assets_registration_state ON assets (registration_state) WHERE registration_state <> '';
