-- The obligations calendar ('Agenda', issue 16), its second part: a vehicle's IPVA and licenciamento. A vehicle is
-- registered in a state (UF, '' when not given) and may keep the year's IPVA and licenciamento amounts (NULL when
-- not given); each state's rule table gives, for each final digit of the plate, the month (and the day, NULL for
-- the month's last day) on which each falls due, with where the rule came from.
ALTER TABLE vehicles ADD COLUMN registration_state TEXT NOT NULL DEFAULT '';
ALTER TABLE vehicles ADD COLUMN ipva_amount INTEGER CHECK (ipva_amount > 0);
ALTER TABLE vehicles ADD COLUMN licensing_amount INTEGER CHECK (licensing_amount > 0);
-- The calendar and the dashboard read the vehicles registered in a state: few among many, or none.
CREATE INDEX vehicles_registration_state ON vehicles (registration_state) WHERE registration_state <> '';
CREATE TABLE vehicle_tax_rules (
    state       TEXT NOT NULL,
    kind        TEXT NOT NULL CHECK (kind IN ('ipva', 'licensing')),
    final_digit INTEGER NOT NULL CHECK (final_digit BETWEEN 0 AND 9),
    month       INTEGER NOT NULL CHECK (month BETWEEN 1 AND 12),
    day         INTEGER CHECK (day BETWEEN 1 AND 31),
    source      TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (state, kind, final_digit)
);
-- São Paulo's table, shipped as data. IPVA: the Secretaria da Fazenda e Planejamento (Sefaz-SP) sets the cota
-- única with discount and the first installment in January for every final digit, one working day after another
-- from final 1 to final 0; the days change every year (published in December), so they are left to be typed.
-- Licenciamento: Detran-SP, Portaria Detran nº 17/2023 (the calendar of 2024 and 2025): passenger vehicles, by the
-- last day of July (finals 1 and 2), August (3 and 4), September (5 and 6), October (7 and 8), November (9) and
-- December (0).
INSERT INTO vehicle_tax_rules (state, kind, final_digit, month, day, source) VALUES
    ('SP', 'ipva', 1, 1, NULL, 'Sefaz-SP: cota única com desconto e 1ª parcela em janeiro, por final de placa, em dias publicados a cada ano (informe-os em Editar)'),
    ('SP', 'ipva', 2, 1, NULL, 'Sefaz-SP: cota única com desconto e 1ª parcela em janeiro, por final de placa, em dias publicados a cada ano (informe-os em Editar)'),
    ('SP', 'ipva', 3, 1, NULL, 'Sefaz-SP: cota única com desconto e 1ª parcela em janeiro, por final de placa, em dias publicados a cada ano (informe-os em Editar)'),
    ('SP', 'ipva', 4, 1, NULL, 'Sefaz-SP: cota única com desconto e 1ª parcela em janeiro, por final de placa, em dias publicados a cada ano (informe-os em Editar)'),
    ('SP', 'ipva', 5, 1, NULL, 'Sefaz-SP: cota única com desconto e 1ª parcela em janeiro, por final de placa, em dias publicados a cada ano (informe-os em Editar)'),
    ('SP', 'ipva', 6, 1, NULL, 'Sefaz-SP: cota única com desconto e 1ª parcela em janeiro, por final de placa, em dias publicados a cada ano (informe-os em Editar)'),
    ('SP', 'ipva', 7, 1, NULL, 'Sefaz-SP: cota única com desconto e 1ª parcela em janeiro, por final de placa, em dias publicados a cada ano (informe-os em Editar)'),
    ('SP', 'ipva', 8, 1, NULL, 'Sefaz-SP: cota única com desconto e 1ª parcela em janeiro, por final de placa, em dias publicados a cada ano (informe-os em Editar)'),
    ('SP', 'ipva', 9, 1, NULL, 'Sefaz-SP: cota única com desconto e 1ª parcela em janeiro, por final de placa, em dias publicados a cada ano (informe-os em Editar)'),
    ('SP', 'ipva', 0, 1, NULL, 'Sefaz-SP: cota única com desconto e 1ª parcela em janeiro, por final de placa, em dias publicados a cada ano (informe-os em Editar)'),
    ('SP', 'licensing', 1, 7, NULL, 'Detran-SP, Portaria nº 17/2023: até o último dia do mês'),
    ('SP', 'licensing', 2, 7, NULL, 'Detran-SP, Portaria nº 17/2023: até o último dia do mês'),
    ('SP', 'licensing', 3, 8, NULL, 'Detran-SP, Portaria nº 17/2023: até o último dia do mês'),
    ('SP', 'licensing', 4, 8, NULL, 'Detran-SP, Portaria nº 17/2023: até o último dia do mês'),
    ('SP', 'licensing', 5, 9, NULL, 'Detran-SP, Portaria nº 17/2023: até o último dia do mês'),
    ('SP', 'licensing', 6, 9, NULL, 'Detran-SP, Portaria nº 17/2023: até o último dia do mês'),
    ('SP', 'licensing', 7, 10, NULL, 'Detran-SP, Portaria nº 17/2023: até o último dia do mês'),
    ('SP', 'licensing', 8, 10, NULL, 'Detran-SP, Portaria nº 17/2023: até o último dia do mês'),
    ('SP', 'licensing', 9, 11, NULL, 'Detran-SP, Portaria nº 17/2023: até o último dia do mês'),
    ('SP', 'licensing', 0, 12, NULL, 'Detran-SP, Portaria nº 17/2023: até o último dia do mês');
-- The vehicles' IPVA and licenciamento are paid from the calendar too. SQLite cannot change a CHECK: the table is
-- made again with the wider one.
CREATE TABLE obligation_payments_new (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    kind         TEXT NOT NULL CHECK (kind IN ('iptu', 'ipva', 'licensing')),
    record_id    INTEGER NOT NULL,
    due_date     TEXT NOT NULL,
    amount       INTEGER NOT NULL CHECK (amount > 0),
    payment_date TEXT NOT NULL,
    created_by   INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at   TIMESTAMP NOT NULL,
    UNIQUE (kind, record_id, due_date)
);
INSERT INTO obligation_payments_new (id, kind, record_id, due_date, amount, payment_date, created_by, created_at)
    SELECT id, kind, record_id, due_date, amount, payment_date, created_by, created_at FROM obligation_payments;
DROP TABLE obligation_payments;
ALTER TABLE obligation_payments_new RENAME TO obligation_payments;
CREATE INDEX obligation_payments_created_by ON obligation_payments (created_by);
