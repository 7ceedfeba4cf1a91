package io.askdb.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SqliteHistoryStoreTest extends HistoryStoreContract {
    @TempDir
    Path dir;

    private int databases;

    @Override
    String emptyDatabaseUrl() {
        return "jdbc:sqlite:" + dir.resolve("history-" + ++databases + ".db");
    }

    @Test
    void should_store_the_trace_as_a_json_array_and_absent_fields_as_null_when_recording() throws SQLException {
        Path file = dir.resolve("history.db");
        JdbcHistoryStore store = JdbcHistoryStore.openSqlite(file);
        long followUp = store.record(Entries.followUp("c-1", "and only for 2024?"));
        long alone = store.record(Entries.answered("How many tracks?"));

        assertThat(column(file, "SELECT trace FROM history WHERE id = " + followUp)).containsExactly("["
                + "{\"step\":\"route\",\"millis\":0,\"model_millis\":0,\"input_tokens\":0,\"output_tokens\":0,"
                + "\"outcome\":\"data question\"},"
                + "{\"step\":\"generate\",\"millis\":812,\"model_millis\":790,\"input_tokens\":1534,"
                + "\"output_tokens\":61,\"outcome\":\"candidate SQL\"},"
                + "{\"step\":\"validate\",\"millis\":3,\"model_millis\":0,\"input_tokens\":0,\"output_tokens\":0,"
                + "\"outcome\":\"violation: no column \\\"Customer\\\".\\\"State\\\"; did you mean \\\"Stadt\\\"? ✓\"},"
                + "{\"step\":\"repair\",\"millis\":640,\"model_millis\":633,\"input_tokens\":1702,"
                + "\"output_tokens\":58,\"outcome\":\"candidate SQL\"},"
                + "{\"step\":\"execute\",\"millis\":14,\"model_millis\":0,\"input_tokens\":0,\"output_tokens\":0,"
                + "\"outcome\":\"12 rows\"}]");
        assertThat(column(file, "SELECT coalesce(conversation_id, 'NULL') || ' ' || coalesce(rewritten_question,"
                + " 'NULL') || ' ' || coalesce(trace, 'NULL') FROM history WHERE id = " + alone))
                .containsExactly("NULL NULL NULL");
    }

    @Test
    void should_read_a_conversation_through_its_index_when_asked_for_one() throws SQLException {
        Path file = dir.resolve("history.db");
        JdbcHistoryStore.openSqlite(file);

        List<String> plan = column(file, "EXPLAIN QUERY PLAN SELECT id FROM history WHERE conversation_id = 'A'"
                + " ORDER BY id DESC LIMIT 5");

        assertThat(String.join("\n", plan)).contains("USING COVERING INDEX history_conversation (conversation_id=?)");
    }

    @Test
    void should_ignore_unknown_fields_when_a_newer_askdb_stored_the_trace() throws SQLException {
        Path file = dir.resolve("history.db");
        JdbcHistoryStore store = JdbcHistoryStore.openSqlite(file);
        long id = store.record(Entries.followUp("c-1", "and only for 2024?"));
        update(file, "UPDATE history SET trace = '[{\"step\":\"critic\",\"millis\":5,\"model_millis\":4,"
                + "\"input_tokens\":10,\"output_tokens\":2,\"outcome\":\"ok\",\"verdict\":\"pass\"}]' WHERE id = " + id);

        assertThat(store.find(id).orElseThrow().trace().steps())
                .containsExactly(new io.askdb.trace.TraceStep("critic", 5, 4, 10, 2, "ok"));
    }

    private static void update(Path file, String sql) throws SQLException {
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + file);
             Statement statement = connection.createStatement()) {
            statement.executeUpdate(sql);
        }
    }

    private static List<String> column(Path file, String sql) throws SQLException {
        List<String> values = new ArrayList<>();
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + file);
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(sql)) {
            while (rows.next()) {
                values.add(rows.getString(rows.getMetaData().getColumnCount()));
            }
        }
        return values;
    }
}
