-- Issue 7 (replicas): verified examples in the store, so every server replica on one PostgreSQL store
-- retrieves the examples any of them added (a thumbs-up, or askdb example). Keep in step with
-- ../postgresql/V4__examples.sql: only the id column differs.
-- created_at is an ISO-8601 instant (java.time.Instant#toString).

-- examples    one row per verified example; a later row with the same question (ignoring case and
--             runs of whitespace) replaces an earlier one when examples are retrieved.
-- datasource  the datasource's name in the API (the server's datasource, e.g. 'chinook').
-- question    the question, stripped.
-- sql         SQL that the guard approved and that answered the question on that datasource.
CREATE TABLE examples (
    id         INTEGER PRIMARY KEY,
    created_at TEXT NOT NULL,
    datasource TEXT NOT NULL,
    question   TEXT NOT NULL,
    sql        TEXT NOT NULL
);

CREATE INDEX examples_datasource ON examples (datasource, id);
