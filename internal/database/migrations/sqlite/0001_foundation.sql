-- Users, sessions, login throttling, brand settings and stored files.
CREATE TABLE users (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    name          TEXT NOT NULL,
    email         TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    role          TEXT NOT NULL CHECK (role IN ('admin', 'user', 'viewer')),
    active        INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
    avatar        TEXT NOT NULL DEFAULT '',
    search        TEXT NOT NULL DEFAULT '',
    created_at    TIMESTAMP NOT NULL,
    updated_at    TIMESTAMP NOT NULL
);
CREATE INDEX users_role_active ON users (role, active);

CREATE TABLE sessions (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash   TEXT NOT NULL UNIQUE,
    created_at   TIMESTAMP NOT NULL,
    last_used_at TIMESTAMP NOT NULL,
    expires_at   TIMESTAMP NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE login_failures (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    key       TEXT NOT NULL,
    failed_at TIMESTAMP NOT NULL
);
CREATE INDEX login_failures_key ON login_failures (key, failed_at);

CREATE TABLE settings (
    id                  INTEGER PRIMARY KEY CHECK (id = 1),
    company_name        TEXT NOT NULL,
    logo_url            TEXT NOT NULL,
    primary_color       TEXT NOT NULL,
    secondary_color     TEXT NOT NULL,
    language            TEXT NOT NULL,
    currency            TEXT NOT NULL,
    theme               TEXT NOT NULL,
    notifications       INTEGER NOT NULL CHECK (notifications IN (0, 1)),
    email_notifications INTEGER NOT NULL CHECK (email_notifications IN (0, 1)),
    updated_at          TIMESTAMP
);
INSERT INTO settings (id, company_name, logo_url, primary_color, secondary_color, language, currency, theme,
                      notifications, email_notifications)
VALUES (1, 'Gestão Patrimonial', '', '#3B82F6', '#1E40AF', 'pt-BR', 'BRL', 'light', 1, 0);

CREATE TABLE files (
    name          TEXT PRIMARY KEY,
    original_name TEXT NOT NULL,
    mimetype      TEXT NOT NULL,
    size          INTEGER NOT NULL,
    image         INTEGER NOT NULL CHECK (image IN (0, 1)),
    category      TEXT NOT NULL,
    uploaded_by   INTEGER REFERENCES users (id) ON DELETE SET NULL,
    created_at    TIMESTAMP NOT NULL
);
CREATE INDEX files_uploaded_by ON files (uploaded_by);
