package io.askdb.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.Status;
import io.askdb.generation.Attempt;
import io.askdb.history.HistoryEntry;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JdbcHistoryStoreTest {
    @TempDir
    Path dir;

    private JdbcHistoryStore store;

    @BeforeEach
    void open() {
        store = JdbcHistoryStore.openSqlite(dir.resolve("history.db"));
    }

    @Test
    void should_load_every_field_and_attempts_in_order_when_an_entry_is_recorded() {
        HistoryEntry entry = Entries.failedAfterRepairs();

        long id = store.record(entry);

        assertThat(id).isEqualTo(1);
        assertThat(store.find(id)).contains(entry.withId(id));
        assertThat(store.find(id).orElseThrow().attempts()).extracting(Attempt::error)
                .containsExactly("no such column: nme", "no such table: customers", "no such column: total");
    }

    @Test
    void should_keep_nulls_and_no_attempts_when_an_entry_has_no_sql() {
        HistoryEntry entry = new HistoryEntry(0, Instant.parse("2024-12-31T23:59:59Z"), "chinook",
                "What is the meaning of life?", Status.UNANSWERABLE, null, List.of(), -1, "planner", 0,
                "no table holds meanings");
        HistoryEntry silent = new HistoryEntry(0, Instant.EPOCH, "chinook", "How many albums?",
                Status.ANSWERED, "SELECT count(*) FROM Album", List.of(new Attempt("SELECT count(*) FROM Album", null)),
                1, "planner", 3, null);

        long first = store.record(entry);
        long second = store.record(silent);

        assertThat(store.find(first)).contains(entry.withId(first));
        assertThat(store.find(second)).contains(silent.withId(second));
        assertThat(store.find(first).orElseThrow().sql()).isNull();
        assertThat(store.find(second).orElseThrow().reason()).isNull();
        assertThat(store.find(second).orElseThrow().attempts().get(0).error()).isNull();
    }

    @Test
    void should_keep_chinese_text_intact_when_the_question_and_sql_are_chinese() throws SQLException {
        // Case C07 in shared/cases/public-reports.md: Chinese identifiers and question.
        String sql = "SELECT \"公司名\" FROM \"公司\" WHERE \"成立年份\" = 2015 ORDER BY \"公司id\"";
        HistoryEntry entry = new HistoryEntry(0, Entries.ASKED_AT, "公司库", "2015年成立的公司有哪些？",
                Status.ANSWERED, sql, List.of(new Attempt(sql, null)), 2, "planner", 40, null);

        long id = store.record(entry);

        HistoryEntry loaded = store.find(id).orElseThrow();
        assertThat(loaded).isEqualTo(entry.withId(id));
        assertThat(loaded.question()).isEqualTo("2015年成立的公司有哪些？").hasSize(14);
        assertThat(storedHex("question", id)).isEqualTo(HexFormat.of().withUpperCase()
                .formatHex("2015年成立的公司有哪些？".getBytes(StandardCharsets.UTF_8)));
        assertThat(loaded.sql()).contains("\"成立年份\" = 2015");
    }

    @Test
    void should_keep_the_whole_sql_when_it_is_long() {
        String sql = "SELECT " + String.join(" + ", IntStream.range(0, 20_000).mapToObj(i -> "c" + i).toList())
                + " FROM wide";
        HistoryEntry entry = new HistoryEntry(0, Entries.ASKED_AT, "wide", "sum everything", Status.REFUSED, sql,
                List.of(new Attempt(sql, "refused: more than 100 terms")), -1, "langchain4j", 7, "too long");

        long id = store.record(entry);

        assertThat(sql.length()).isGreaterThan(100_000);
        assertThat(store.find(id).orElseThrow().sql()).isEqualTo(sql);
        assertThat(store.find(id).orElseThrow().attempts().get(0).sql()).isEqualTo(sql);
    }

    @Test
    void should_list_newest_first_and_stop_at_the_limit_when_asked_for_recent_entries() {
        IntStream.rangeClosed(1, 5).forEach(i -> store.record(Entries.answered("question " + i)));

        List<HistoryEntry> recent = store.recent(3);

        assertThat(recent).extracting(HistoryEntry::id).containsExactly(5L, 4L, 3L);
        assertThat(recent).extracting(HistoryEntry::question)
                .containsExactly("question 5", "question 4", "question 3");
        assertThat(recent).allSatisfy(entry -> assertThat(entry.attempts())
                .containsExactly(new Attempt("SELECT 1", null)));
        assertThat(store.recent(10)).hasSize(5);
    }

    @Test
    void should_attach_each_entry_its_own_attempts_when_listing_recent_entries() {
        long failed = store.record(Entries.failedAfterRepairs());
        long answered = store.record(Entries.answered("How many tracks?"));
        long unanswerable = store.record(new HistoryEntry(0, Entries.ASKED_AT, "chinook", "Why?",
                Status.UNANSWERABLE, null, List.of(), -1, "planner", 1, "not a data question"));

        List<HistoryEntry> recent = store.recent(3);

        assertThat(recent).containsExactly(
                store.find(unanswerable).orElseThrow(), store.find(answered).orElseThrow(),
                Entries.failedAfterRepairs().withId(failed));
        assertThat(recent).extracting(entry -> entry.attempts().size()).containsExactly(0, 1, 3);
    }

    @Test
    void should_return_nothing_when_the_history_is_empty_or_the_limit_is_zero() {
        assertThat(store.recent(10)).isEmpty();
        store.record(Entries.answered("How many tracks?"));
        assertThat(store.recent(0)).isEmpty();
    }

    @Test
    void should_reject_a_negative_limit_when_listing_recent_entries() {
        assertThatThrownBy(() -> store.recent(-1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("limit must be at least 0, was -1");
    }

    @Test
    void should_find_nothing_when_the_id_is_not_stored() {
        store.record(Entries.answered("How many tracks?"));

        assertThat(store.find(2)).isEmpty();
        assertThat(store.find(0)).isEmpty();
        assertThat(store.find(-7)).isEmpty();
    }

    @Test
    void should_ignore_the_entry_id_when_recording() {
        long id = store.record(Entries.answered("How many tracks?").withId(42));

        assertThat(id).isEqualTo(1);
        assertThat(store.find(42)).isEmpty();
    }

    /** @return the column's bytes as SQLite stores them, read past the store's own code */
    private String storedHex(String column, long id) throws SQLException {
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("history.db"));
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("SELECT hex(" + column + ") FROM history WHERE id = " + id)) {
            rows.next();
            return rows.getString(1);
        }
    }

    @Test
    void should_name_the_file_when_printed() {
        assertThat(store).hasToString("the history file " + dir.resolve("history.db").toAbsolutePath());
    }
}
