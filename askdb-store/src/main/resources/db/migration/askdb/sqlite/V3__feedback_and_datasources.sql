-- Issue 7 (askdb serve): feedback on answers, and databases registered at runtime, shared by every
-- server replica on the same store. Keep in step with ../postgresql/V3__feedback_and_datasources.sql: only the id column differs.
-- created_at is an ISO-8601 instant (java.time.Instant#toString).

-- feedback      one row per thumbs-up or thumbs-down on a history entry.
-- rating        'up' or 'down'.
-- corrected_sql a thumbs-down's corrected SQL, stored only after the guard approved it; null when none.
-- example_added 1 when a thumbs-up (or an approved correction) became a verified example, else 0.
CREATE TABLE feedback (
    id            INTEGER PRIMARY KEY,
    history_id    BIGINT  NOT NULL,
    created_at    TEXT    NOT NULL,
    rating        TEXT    NOT NULL,
    comment       TEXT,
    corrected_sql TEXT,
    example_added INTEGER NOT NULL
);

CREATE INDEX feedback_history ON feedback (history_id);

-- datasources     databases registered through POST /api/datasources.
-- name            the datasource's id in the API: letters, digits, '_', '-', '.'.
-- url             the JDBC URL, without credentials.
-- user_name       the database user, or null.
-- password_env    the name of an environment variable holding the password, or null.
-- password_sealed the password encrypted with AES-GCM under askdb.server.secret-key
--                 (base64 of a 12-byte nonce then ciphertext and tag), or null. Never the password itself.
CREATE TABLE datasources (
    name            TEXT PRIMARY KEY,
    created_at      TEXT NOT NULL,
    url             TEXT NOT NULL,
    user_name       TEXT,
    password_env    TEXT,
    password_sealed TEXT
);
