-- The series of the indices that correct financings (issue 15): each month's change of an index, in millionths of a
-- percent (0,56 % in March 2024 is ('ipca', '2024-03-01', 560000)), as imported from the Banco Central's SGS or
-- typed. A month without a row has no value: nothing is invented for it.
CREATE TABLE index_values (
    code       TEXT NOT NULL CHECK (code IN ('ipca', 'igpm', 'incc', 'tr', 'cdi', 'selic')),
    month      TEXT NOT NULL,
    value      INTEGER NOT NULL CHECK (value BETWEEN -100000000 AND 100000000),
    updated_at TIMESTAMP NOT NULL,
    PRIMARY KEY (code, month)
);
