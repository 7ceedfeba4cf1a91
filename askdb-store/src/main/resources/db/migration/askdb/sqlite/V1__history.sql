-- askdb history on SQLite: one row per question, and its SQL attempts in order.
-- Keep in step with ../postgresql/V1__history.sql: only the id column differs.
-- created_at is an ISO-8601 instant (java.time.Instant#toString), exact to the nanosecond.
-- status is the wire name: answered, refused, unanswerable, clarification_needed, failed.
CREATE TABLE history (
    id         INTEGER PRIMARY KEY,
    created_at TEXT    NOT NULL,
    database   TEXT    NOT NULL,
    question   TEXT    NOT NULL,
    status     TEXT    NOT NULL,
    sql        TEXT,
    row_count  INTEGER NOT NULL,
    generator  TEXT    NOT NULL,
    elapsed_ms BIGINT  NOT NULL,
    reason     TEXT
);

CREATE TABLE attempts (
    history_id BIGINT  NOT NULL REFERENCES history (id),
    ordinal    INTEGER NOT NULL,
    sql        TEXT    NOT NULL,
    error      TEXT,
    PRIMARY KEY (history_id, ordinal)
);
