package io.askdb.sql;

import java.util.List;

/**
 * The grammar pieces {@link StatementGenerator} mixes with fuzzer bytes: harmless analytics pieces
 * that make the guard approve, and dangerous ones (writes, files, settings, sleeps, locks, comment
 * and string tricks of every dialect, look-alike and invisible characters). {@code @DIR@} in a
 * piece is replaced by the watched directory, so a file the engine writes there is caught.
 */
final class SqlPieces {
    static final List<String> TABLES = List.of("Album", "Artist", "Track", "Invoice", "InvoiceLine", "Customer", "Employee",
            "Genre", "\"Album\"", "`Album`", "[Album]", "main.Album", "public.Album", "\"main\".\"Album\"", "album", "ALBUM",
            "Album a", "Album AS x", "(SELECT 1 AS AlbumId) t", "(VALUES (1)) v(x)", "Album, Artist", "Album JOIN Artist USING (ArtistId)",
            "Album NATURAL JOIN Track", "Album CROSS JOIN Genre",
            "audit_log", "sqlite_master", "sqlite_schema", "pg_catalog.pg_settings", "pg_settings", "information_schema.tables",
            "duckdb_settings()", "'@DIR@/fz.csv'", "'fz.parquet'", "read_csv('@DIR@/fz.csv')", "read_text('/etc/hostname')",
            "generate_series(1, 3)", "range(3)", "pg_ls_dir('.')", "dblink('x', 'SELECT 1')", "json_each('[1]')", "pragma_table_info('Album')",
            "U&\"\\0041lbum\"", "U&\"!0041lbum\" UESCAPE '!'", "\"Albu\u0441\"", "Аlbum", "Al\u200Bbum", "ＡＬＢＵＭ", "lo_import('/etc/hostname')");

    static final List<String> EXPRESSIONS = List.of("1", "*", "AlbumId", "Title", "COUNT(*)", "Album.Title", "a.Title", "NULL",
            "'it''s'", "'a\\'", "'a\\''", "E'a\\'b'", "E'\\x41'", "$$x$$", "$t$ ; DROP TABLE Album $t$", "$a$ $$ ; $a$", "U&'\\0061'",
            "U&'!0061' UESCAPE '!'", "X'41'", "x'4142'", "N'x'", "B'01'", "'x' || Title", "lower(Title)", "upper('a')", "length(Title)",
            "CAST(1 AS TEXT)", "1::text", "CASE WHEN 1 THEN 2 END", "COALESCE(NULL, 1)", "abs(-1)", "round(1.5)", "substr(Title, 1, 2)",
            "(SELECT COUNT(*) FROM Artist)", "EXISTS (SELECT 1)", "max(AlbumId)", "sum(1) OVER ()", "row_number() OVER (ORDER BY 1)",
            "pg_sleep(3)", "sleep(3)", "benchmark(100000000, md5('a'))", "randomblob(100000000)", "zeroblob(100000000)",
            "repeat('x', 100000000)", "nextval('fz_seq')", "setval('fz_seq', 99)", "currval('fz_seq')", "set_config('work_mem', '1MB', false)",
            "pg_advisory_lock(42)", "pg_try_advisory_lock(42)", "pg_advisory_xact_lock(42)", "lo_import('/etc/hostname')", "lo_create(0)",
            "pg_read_file('PG_VERSION')", "pg_ls_dir('.')", "pg_notify('fz', 'x')", "pg_reload_conf()", "pg_terminate_backend(1)",
            "txid_current()", "current_setting('work_mem')", "readfile('@DIR@/fz')", "writefile('@DIR@/fz', 'x')", "load_extension('x')",
            "edit('x')", "fts3_tokenizer('x')", "load_file('/etc/hostname')", "getvariable('x')", "setseed(0.5)", "random()",
            "read_csv('@DIR@/fz.csv')", "'@DIR@/fz.csv'", "query('DELETE FROM Album')", "dblink_exec('x', 'DELETE FROM Album')",
            "\"Title\"", "`Title`", "[Title]", "U&\"\\0054itle\"", "Τitle", "Ti\u00ADtle", "ＣＯＵＮＴ(*)", "count\u2060(*)", "@@version",
            "?", ":x", "$1", "ROWID", "oid", "ctid", "xmin");

    static final List<String> KEYWORDS = List.of("SELECT", "FROM", "WHERE", "AND", "OR", "NOT", "UNION ALL", "UNION", "INTERSECT", "EXCEPT",
            "WITH", "WITH RECURSIVE", "AS", "VALUES", "TABLE", "EXPLAIN", "EXPLAIN ANALYZE", "EXPLAIN QUERY PLAN", "ORDER BY", "GROUP BY",
            "HAVING", "LIMIT 1", "OFFSET 1", "FETCH FIRST 1 ROWS ONLY", "TOP 1", "DISTINCT", "RETURNING *", "FOR UPDATE", "FOR SHARE",
            "INTO", "INTO OUTFILE '@DIR@/fz.txt'", "INTO DUMPFILE '@DIR@/fz'", "LATERAL", "ON CONFLICT DO NOTHING", "MATERIALIZED",
            "WINDOW w AS ()", "QUALIFY 1", "PIVOT", "SAMPLE 1", "USING SAMPLE 1", "SETTINGS max_threads = 1", "LOCK IN SHARE MODE", "NOWAIT");

    static final List<String> DANGEROUS = List.of("DROP TABLE Album", "DELETE FROM Album", "INSERT INTO Album VALUES (9, 'fz', 1)",
            "UPDATE Album SET Title = 'fz'", "REPLACE INTO Album VALUES (1, 'fz', 1)", "TRUNCATE Album", "ALTER TABLE Album ADD fz INT",
            "CREATE TABLE fz (a INT)", "CREATE TEMP TABLE fz AS SELECT 1", "CREATE VIEW fz AS SELECT 1", "CREATE INDEX fz ON Album (Title)",
            "CREATE TRIGGER fz AFTER INSERT ON Album BEGIN SELECT 1; END", "CREATE SEQUENCE fz2", "PRAGMA user_version = 7",
            "PRAGMA application_id = 5", "PRAGMA query_only = OFF", "PRAGMA writable_schema = ON", "PRAGMA journal_mode = WAL",
            "ATTACH '@DIR@/fz.db' AS fz", "ATTACH DATABASE ':memory:' AS m", "DETACH m", "VACUUM", "VACUUM INTO '@DIR@/fz.db'",
            "SET memory_limit = '1GB'", "SET threads = 2", "SET work_mem = '1MB'", "SET search_path = pg_catalog", "RESET ALL",
            "SET SESSION CHARACTERISTICS AS TRANSACTION READ WRITE", "SET TRANSACTION READ WRITE", "COPY Album TO '@DIR@/fz.csv'",
            "COPY (SELECT 1) TO '@DIR@/fz.csv'", "COPY Album FROM '@DIR@/fz.csv'", "COPY Album TO PROGRAM 'touch @DIR@/fz'",
            "EXPORT DATABASE '@DIR@/fzdir'", "INSTALL httpfs", "LOAD httpfs", "LOAD 'x'", "FORCE INSTALL json", "CALL pragma_version()",
            "CALL fz()", "DO $$BEGIN DELETE FROM Album; END$$", "LISTEN fz", "NOTIFY fz", "UNLISTEN *", "LOCK TABLE Album",
            "ALTER SYSTEM SET work_mem = '1MB'", "CHECKPOINT", "ANALYZE", "REINDEX", "BEGIN", "COMMIT", "ROLLBACK", "SAVEPOINT s",
            "PREPARE p AS DELETE FROM Album", "EXECUTE p", "DEALLOCATE ALL", "DISCARD ALL", "GRANT ALL ON Album TO PUBLIC",
            "SELECT * INTO fz FROM Album", "CREATE SECRET (TYPE s3)", "USE fz", "SHOW ALL", "SUMMARIZE Album", "DESCRIBE Album",
            "WITH d AS (DELETE FROM Album RETURNING *) SELECT 1", "WITH u AS (UPDATE Album SET Title = 'fz' RETURNING 1) SELECT * FROM Album",
            "WITH i AS (INSERT INTO Album VALUES (9, 'fz', 1) RETURNING 1) SELECT 1", "EXPLAIN ANALYZE DELETE FROM Album",
            "SELECT pg_sleep(3)", "SELECT setval('fz_seq', 99)", "SELECT nextval('fz_seq')", "SELECT lo_import('/etc/hostname')",
            "SELECT set_config('application_name', 'fz', false)", "SELECT pg_advisory_lock(42)", "SELECT pg_notify('fz', 'x')",
            "SELECT writefile('@DIR@/fz', 'x')", "SELECT load_extension('x')");

    static final List<String> COMMENTS = List.of("-- x\n", "--x\n", "-- ;\n", "--\r", "--\n", "# x\n", "#\n", "/* x */", "/**/", "/* ; */",
            "/* /* */ */", "/* /* */", "*/", "/*! DROP TABLE Album */", "/*!50000 DELETE FROM Album */", "/*+ hint */", "// x\n", "--\u2028",
            "-- x", "/* x", "/*/ x */");

    static final List<String> GLUE = List.of(";", "; ", " ", "\n", "\t", "\r", "\f", "\u000B", "\u00A0", "\u2028", "\u2029", "\u200B",
            "\uFEFF", "\u202E", "\uFF1B", "\u037E", ",", "(", ")", "'", "\"", "`", "$$", "$t$", "\\", "E'", "U&'", "U&\"", "||", "=", "<>",
            "?", "::", "@", "#", "\u0000", "ЅELECT", "ＳＥＬＥＣＴ", "SEL\u00ADECT", "DE\u200BLETE", "ꓢELECT", "ﬁ");

    private SqlPieces() {
    }
}
