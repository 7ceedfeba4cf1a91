package io.askdb.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.error.AskdbException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SpiderLayoutTest {
    @TempDir
    Path root;

    @Test
    void should_read_questions_and_open_database_when_spider_layout() throws IOException, SQLException {
        Path dbDir = Files.createDirectories(root.resolve("database").resolve("concert_singer"));
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dbDir.resolve("concert_singer.sqlite"));
             Statement s = c.createStatement()) {
            s.execute("CREATE TABLE singer (singer_id INTEGER PRIMARY KEY, name TEXT)");
            s.execute("INSERT INTO singer VALUES (1, 'Joe'), (2, 'Tina')");
        }
        Path questions = Files.writeString(root.resolve("dev.json"), """
                [{"db_id": "concert_singer", "query": "SELECT count(*) FROM singer", "query_toks": ["SELECT"],
                  "question": "How many singers do we have?", "hardness": "easy"},
                 {"db_id": "concert_singer", "query": "SELECT name FROM singer", "question": "Names?"}]
                """);

        List<EvalQuestion> qs = DatasetReader.read(questions, DatasetFormat.detect(questions));
        String url = new DatabaseLocator(root.resolve("database"), null).url(qs.get(0).db());

        assertThat(qs).containsExactly(
                new EvalQuestion("0", "concert_singer", "How many singers do we have?", "", List.of("SELECT count(*) FROM singer"),
                        Map.of("hardness", "easy"), List.of()),
                new EvalQuestion("1", "concert_singer", "Names?", "", List.of("SELECT name FROM singer"), Map.of(), List.of()));
        assertThat(url).isEqualTo("jdbc:sqlite:" + dbDir.resolve("concert_singer.sqlite").toAbsolutePath());
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery(qs.get(0).goldSql().get(0))) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getInt(1)).isEqualTo(2);
        }
    }

    @Test
    void should_list_paths_tried_when_database_is_missing() throws IOException {
        Path base = Files.createDirectories(root.resolve("database")).toAbsolutePath();
        assertThatThrownBy(() -> new DatabaseLocator(base, null).url("flight_2"))
                .isInstanceOf(AskdbException.class)
                .hasMessage("No database file for 'flight_2'. Tried: " + base + "/flight_2/flight_2.sqlite, " + base + "/flight_2.sqlite, "
                        + base + "/flight_2.db, " + base + "/flight_2/flight_2.db, " + base + "/flight_2.duckdb. Point --db-root at the folder"
                        + " holding the databases, or use --db-url with a JDBC URL template such as jdbc:postgresql://localhost/{db}.");
    }
}
