-- Two-factor sign-in (TOTP) with single-use recovery codes, the admin setting that requires it, and the device
-- and address of each session.
CREATE TABLE user_totp (
    user_id    INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    secret     TEXT NOT NULL,
    enabled    INTEGER NOT NULL DEFAULT 0 CHECK (enabled IN (0, 1)),
    last_step  INTEGER NOT NULL DEFAULT 0,
    created_at TIMESTAMP NOT NULL
);

CREATE TABLE recovery_codes (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id   INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    used_at   TIMESTAMP
);
CREATE INDEX recovery_codes_user ON recovery_codes (user_id, code_hash);

ALTER TABLE settings ADD COLUMN require_two_factor_admins INTEGER NOT NULL DEFAULT 0 CHECK (require_two_factor_admins IN (0, 1));

ALTER TABLE sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN address TEXT NOT NULL DEFAULT '';
