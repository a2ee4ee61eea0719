-- The cash events (the dashboard's latest movements, the cash-flow report) take the newest rows of each source in
-- the order (day DESC, id DESC). Indexes on the day alone left PostgreSQL reading every debt history row and every
-- sold vehicle and sorting them (28 ms of a 31 ms dashboard at 100 000 assets); with the id in the index it walks
-- the newest few (docs/decisions.md "PostgreSQL within reach of SQLite").
CREATE INDEX debt_history_event ON debt_history (event_date, id);
DROP INDEX debt_history_event_date;
CREATE INDEX vehicles_sold ON vehicles (sold_date, id);
DROP INDEX vehicles_sold_date;
