-- E-mail: password reset tokens (only their SHA-256 is kept), the outbox the mail job sends from and retries,
-- and the notices already queued (a week's digest, a debt's due-date alert), so each goes out once.
CREATE TABLE password_resets (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id    INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL,
    used_at    TIMESTAMP
);
CREATE INDEX password_resets_user ON password_resets (user_id);
CREATE INDEX password_resets_expires ON password_resets (expires_at);

CREATE TABLE mail_outbox (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    kind            TEXT NOT NULL CHECK (kind IN ('reset', 'digest', 'alert')),
    recipient       TEXT NOT NULL,
    subject         TEXT NOT NULL,
    body            TEXT NOT NULL,
    created_at      TIMESTAMP NOT NULL,
    expires_at      TIMESTAMP,
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TIMESTAMP NOT NULL,
    sent_at         TIMESTAMP,
    last_error      TEXT NOT NULL DEFAULT ''
);
CREATE INDEX mail_outbox_due ON mail_outbox (sent_at, next_attempt_at);

CREATE TABLE mail_notices (
    notice     TEXT PRIMARY KEY,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX mail_notices_created ON mail_notices (created_at);
