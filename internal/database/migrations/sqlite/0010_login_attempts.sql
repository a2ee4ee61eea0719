-- Sign-in attempts, reserved before the password hash runs and settled after it (docs/decisions.md, "Login
-- limiter"). A pending row counts like a failure until it is settled. Replaces login_failures, whose rows (kept
-- per email and per address, never per pair) only matter for 15 minutes and are dropped.
DROP TABLE login_failures;

CREATE TABLE login_attempts (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    account      TEXT NOT NULL,
    address      TEXT NOT NULL,
    state        TEXT NOT NULL CHECK (state IN ('pending', 'failed')),
    attempted_at TIMESTAMP NOT NULL
);
CREATE INDEX login_attempts_account ON login_attempts (account, address, attempted_at);
CREATE INDEX login_attempts_address ON login_attempts (address, attempted_at);
CREATE INDEX login_attempts_time ON login_attempts (attempted_at);
