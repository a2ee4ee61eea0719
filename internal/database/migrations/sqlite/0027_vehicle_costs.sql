-- A vehicle's costs before its sale (issue 16): funilaria, mecânica, documentação, comissão and others, each on a
-- day and paid from an account (its movement names the cost: source_kind 'vehicle_cost'). vehicles.costs keeps
-- their sum, so the lists show the margin (sale − purchase − costs) without adding the costs up row by row.
CREATE TABLE vehicle_costs (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    vehicle_id  INTEGER NOT NULL REFERENCES vehicles (id) ON DELETE CASCADE,
    cost_date   TEXT NOT NULL,
    amount      INTEGER NOT NULL CHECK (amount > 0),
    category    TEXT NOT NULL CHECK (category IN ('bodywork', 'mechanics', 'documentation', 'commission', 'other')),
    description TEXT NOT NULL DEFAULT '',
    created_by  INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at  TIMESTAMP NOT NULL
);
CREATE INDEX vehicle_costs_vehicle ON vehicle_costs (vehicle_id, cost_date);
CREATE INDEX vehicle_costs_created_by ON vehicle_costs (created_by);
ALTER TABLE vehicles ADD COLUMN costs INTEGER NOT NULL DEFAULT 0 CHECK (costs >= 0);
