package io.askdb.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class IndexCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private JsonNode index(Path db) throws Exception {
        CliRun run = CliRun.run(dir, "--db", db.toString(), "index", "--json");
        assertThat(run.exitCode()).as(run.err()).isZero();
        return JSON.readTree(run.out());
    }

    @Test
    void should_rebuild_only_the_changed_table_when_the_index_is_refreshed() throws Exception {
        Path db = SqliteFixture.create(dir, "shop", """
                CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
                CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id), total REAL)""");

        JsonNode first = index(db);
        JsonNode again = index(db);
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + db); Statement s = c.createStatement()) {
            s.executeUpdate("ALTER TABLE orders ADD COLUMN status TEXT");
            s.executeUpdate("CREATE TABLE products (id INTEGER PRIMARY KEY, title TEXT)");
        }
        JsonNode changed = index(db);

        assertThat(first.get("rebuilt").asInt()).isEqualTo(2);
        assertThat(again.get("reused").asInt()).isEqualTo(2);
        assertThat(again.get("rebuilt").asInt()).isZero();
        assertThat(changed.get("tables").asInt()).isEqualTo(3);
        assertThat(changed.get("rebuilt").asInt()).isEqualTo(2);
        assertThat(changed.get("reused").asInt()).isEqualTo(1);
        assertThat(changed.get("directory").asText()).startsWith(dir.resolve("index").toString());
    }
}
