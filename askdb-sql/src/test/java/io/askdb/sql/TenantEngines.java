package io.askdb.sql;

import io.askdb.catalog.Catalog;
import io.askdb.catalog.CatalogProvider;
import io.askdb.execution.ExecutionLimits;
import io.askdb.execution.ResultTable;
import io.askdb.guard.ApprovedSql;
import io.askdb.guard.GuardRequest;
import io.askdb.guard.GuardResult;
import io.askdb.guard.SqlGuard;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.policy.Caller;
import io.askdb.policy.MaskedColumn;
import io.askdb.policy.Masking;
import io.askdb.policy.NamePattern;
import io.askdb.policy.Policy;
import io.askdb.policy.RowFilter;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * A small multi-tenant database with foreign keys, made up for these tests, on SQLite, DuckDB and
 * an embedded PostgreSQL: {@code invoice} is row-filtered by {@code customer_id}; {@code
 * invoice_line} references it (and itself, {@code parent_id}); {@code line_note} references
 * {@code invoice_line} (a chain); {@code shipment} references it by a two-column key; {@code task}
 * and {@code ticket} reference each other (a cycle) and {@code task} references {@code invoice}.
 * Other customers' rows hold the canary {@code 'sister'}. {@code employees.salary} is masked,
 * {@code employees.ssn} hidden, {@code customer.email} masked; the employees rows are case N07's staff database. DuckDB cannot
 * declare the cycle (no ALTER TABLE ADD FOREIGN KEY, no reference to a table not yet created): there {@code task}
 * comes first and keeps no key to {@code ticket}, so the chain ticket -> task -> invoice is the same.
 */
final class TenantEngines {
    static final String CANARY = "sister";
    static final Policy POLICY = new Policy(List.of(), List.of(new NamePattern("employees.ssn")),
            List.of(new MaskedColumn(new NamePattern("employees.salary"), Masking.REDACT),
                    new MaskedColumn(new NamePattern("customer.email"), Masking.EMAIL)),
            List.of(new RowFilter(new NamePattern("invoice"), "customer_id", "customer")));
    static final Caller CUSTOMER_2 = Caller.of("customer", "2");

    private static final List<String> TABLES = List.of(
            "CREATE TABLE customer (id INTEGER PRIMARY KEY, name VARCHAR(40), email VARCHAR(60))",
            "CREATE TABLE invoice (id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customer(id), state VARCHAR(20),"
                    + " note VARCHAR(40), UNIQUE (id, customer_id))",
            "CREATE TABLE invoice_line (id INTEGER PRIMARY KEY, invoice_id INTEGER REFERENCES invoice(id),"
                    + " parent_id INTEGER REFERENCES invoice_line(id), qty INTEGER)",
            "CREATE TABLE line_note (id INTEGER PRIMARY KEY, line_id INTEGER NOT NULL REFERENCES invoice_line(id), body VARCHAR(40))",
            "CREATE TABLE shipment (id INTEGER PRIMARY KEY, invoice_id INTEGER, customer_id INTEGER, carrier VARCHAR(20),"
                    + " FOREIGN KEY (invoice_id, customer_id) REFERENCES invoice(id, customer_id))",
            "CREATE TABLE ticket (id INTEGER PRIMARY KEY, task_id INTEGER, title VARCHAR(20))",
            "CREATE TABLE task (id INTEGER PRIMARY KEY, invoice_id INTEGER REFERENCES invoice(id), ticket_id INTEGER REFERENCES ticket(id),"
                    + " what VARCHAR(20))",
            "CREATE TABLE employees (id INTEGER PRIMARY KEY, name VARCHAR(40) NOT NULL, dept VARCHAR(20) NOT NULL,"
                    + " salary INTEGER NOT NULL, ssn VARCHAR(11) NOT NULL)");
    private static final List<String> ROWS = List.of(
            "INSERT INTO customer VALUES (1, 'Ann', 'ann@one.example'), (2, 'Bob', 'bob@two.example'), (3, 'Cid', 'cid@three.example')",
            "INSERT INTO invoice VALUES (1, 2, 'CA', 'mine'), (2, 1, 'NY', 'sister'), (3, 2, NULL, NULL), (4, 3, 'TX', 'sister')",
            "INSERT INTO invoice_line VALUES (1, 1, NULL, 1), (2, 1, 1, 2), (3, 2, NULL, 5), (4, 3, NULL, 1), (5, 4, NULL, 7),"
                    + " (6, NULL, NULL, 9), (7, 3, 3, 4)",
            "INSERT INTO line_note VALUES (1, 1, 'ok'), (2, 3, 'sister'), (3, 4, 'fine'), (4, 5, 'sister')",
            "INSERT INTO shipment VALUES (1, 1, 2, 'DHL'), (2, 2, 1, 'sister'), (3, 3, 2, 'DHL'), (4, 3, NULL, 'FedEx')",
            "INSERT INTO ticket VALUES (1, 1, 'T1'), (2, 2, 'sister'), (3, 3, 'T3')",
            "INSERT INTO task VALUES (1, 1, NULL, 'a'), (2, 2, 2, 'sister'), (3, 3, 1, 'c')",
            "INSERT INTO employees VALUES (1, 'Ida Chen', 'Data', 91000, '123-45-6789'), (2, 'Jon Park', 'Sales', 64000, '987-65-4321'),"
                    + " (3, 'Kim Roe', 'Data', 78000, '555-12-3434')");

    /** One engine with a policy wired as the app wires it; {@code raw} runs SQL on the database directly (the independent answer). */
    record Engine(String name, String location, Catalog full, Catalog visible, SqlGuard guard, MaskingSqlExecutor executor) {
        GuardResult check(String sql, Caller caller) {
            return guard.check(new GuardRequest(sql, visible.dialect(), visible, 1000, caller));
        }

        ResultTable run(String sql, Caller caller) {
            GuardResult r = check(sql, caller);
            if (!(r instanceof ApprovedSql approved)) throw new AssertionError(name + " refused " + sql + ": " + r);
            return executor.run(approved, ExecutionLimits.DEFAULT);
        }

        /** Runs SQL on the database directly, read-only (DuckDB refuses a second opening of the file with another configuration). */
        List<List<Object>> raw(String sql) throws Exception {
            List<List<Object>> rows = new ArrayList<>();
            try (Connection c = ReadOnlyConnectionSource.of(location, null).open();
                 Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
                while (rs.next()) {
                    List<Object> row = new ArrayList<>();
                    for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) row.add(rs.getObject(i));
                    rows.add(row);
                }
            }
            return rows;
        }

        /** The same database under another policy. */
        Engine with(Policy policy) {
            CatalogProvider cached = () -> full;
            ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(location, null);
            return new Engine(name, location, full, policy.visible(full), StandardGuard.create(policy, cached),
                    new MaskingSqlExecutor(new JdbcSqlExecutor(source), policy, cached));
        }

        @Override
        public String toString() {
            return name;
        }
    }

    private static List<Engine> engines;

    private TenantEngines() {
    }

    /** @return SQLite, DuckDB and PostgreSQL, created once per JVM, catalogs read with sample values */
    static synchronized List<Engine> all() throws Exception {
        if (engines == null) {
            Path dir = java.nio.file.Files.createTempDirectory("askdb-tenants");
            dir.toFile().deleteOnExit();
            String sqlite = dir.resolve("tenants.sqlite").toString();
            create("jdbc:sqlite:" + sqlite, true, false);
            String duck = dir.resolve("tenants.duckdb").toString();
            createDuckDb("jdbc:duckdb:" + duck);
            String pg = SharedPostgres.database("tenants");
            create(pg, true, true);
            engines = List.of(engine("SQLite", sqlite), engine("DuckDB", duck), engine("PostgreSQL", pg));
        }
        return engines;
    }

    /** @return the engines whose catalogs carry the foreign keys: all three */
    static List<Engine> keyed() throws Exception {
        return all();
    }

    private static Engine h2;

    /** @return the same tables and rows on an in-process H2 file (not one of {@link #all}), created once per JVM */
    static synchronized Engine h2() throws Exception {
        if (h2 == null) {
            Path dir = java.nio.file.Files.createTempDirectory("askdb-tenants-h2");
            dir.toFile().deleteOnExit();
            String url = "jdbc:h2:" + dir.resolve("tenants").toAbsolutePath();
            create(url, true, true);
            h2 = engine("H2", url);
        }
        return h2;
    }

    /** DuckDB: every key but task -> ticket; task created (and filled) before ticket. */
    private static void createDuckDb(String url) throws Exception {
        List<String> tables = new ArrayList<>(TABLES);
        List<String> rows = new ArrayList<>(ROWS);
        int ticket = indexOf(tables, "CREATE TABLE ticket");
        int task = indexOf(tables, "CREATE TABLE task");
        String taskDdl = tables.get(task).replace(" REFERENCES ticket(id)", "");
        tables.set(task, tables.get(ticket).replace("task_id INTEGER", "task_id INTEGER REFERENCES task(id)"));
        tables.set(ticket, taskDdl);
        int ticketRows = indexOf(rows, "INSERT INTO ticket");
        int taskRows = indexOf(rows, "INSERT INTO task");
        String t = rows.get(taskRows);
        rows.set(taskRows, rows.get(ticketRows));
        rows.set(ticketRows, t);
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            for (String ddl : tables) st.execute(ddl);
            // one row per statement: DuckDB checks a self-reference (invoice_line.parent_id) against the rows already stored
            for (String insert : rows) {
                String head = insert.substring(0, insert.indexOf(" VALUES ") + " VALUES ".length());
                for (String tuple : insert.substring(head.length()).split("\\),\\s*\\(")) {
                    st.execute(head + (tuple.startsWith("(") ? "" : "(") + tuple + (tuple.endsWith(")") ? "" : ")"));
                }
            }
        }
    }

    private static int indexOf(List<String> statements, String prefix) {
        for (int i = 0; i < statements.size(); i++) if (statements.get(i).startsWith(prefix)) return i;
        throw new IllegalStateException(prefix);
    }

    private static void create(String url, boolean keys, boolean alter) throws Exception {
        try (Connection c = DriverManager.getConnection(url); Statement st = c.createStatement()) {
            for (String t : TABLES) {
                String ddl = keys ? t : t.replaceAll(" REFERENCES \\w+\\(\\w+\\)", "").replaceAll(", FOREIGN KEY \\([^)]*\\) REFERENCES \\w+\\([^)]*\\)", "");
                if (keys && !alter && ddl.startsWith("CREATE TABLE ticket")) ddl = ddl.replace("task_id INTEGER", "task_id INTEGER REFERENCES task(id)");
                st.execute(ddl);
            }
            for (String row : ROWS) st.execute(row);
            if (alter) st.execute("ALTER TABLE ticket ADD FOREIGN KEY (task_id) REFERENCES task(id)");
            if (alter) st.execute("ANALYZE"); // PostgreSQL: row estimates (reltuples) for the catalog
        }
    }

    private static Engine engine(String name, String location) {
        ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(location, null);
        Catalog full = new JdbcCatalogProvider(source, CatalogOptions.DEFAULT).catalog();
        CatalogProvider cached = () -> full;
        return new Engine(name, location, full, POLICY.visible(full), StandardGuard.create(POLICY, cached),
                new MaskingSqlExecutor(new JdbcSqlExecutor(source), POLICY, cached));
    }
}
