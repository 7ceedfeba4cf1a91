package io.askdb.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.Status;
import io.askdb.generation.Attempt;
import io.askdb.history.HistoryEntry;
import io.askdb.trace.Trace;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What every vendor's store must do with conversations and traces (issue 4) and askers (issue 7,
 * tenancy), including upgrading stores that an askdb with only migration 1, or only migrations 1 to
 * 4, created. Each vendor's test supplies empty databases.
 */
abstract class HistoryStoreContract {

    /** @return the JDBC URL of a new, empty database (with its credentials as URL parameters) */
    abstract String emptyDatabaseUrl() throws Exception;

    @Test
    void should_read_back_conversation_rewritten_question_and_trace_when_an_entry_is_recorded() throws Exception {
        JdbcHistoryStore store = JdbcHistoryStore.open(emptyDatabaseUrl(), null, null);
        HistoryEntry entry = Entries.followUp("c-7f3a", "and only for 2024?");

        long id = store.record(entry);

        HistoryEntry loaded = store.find(id).orElseThrow();
        assertThat(loaded).isEqualTo(entry.withId(id));
        assertThat(loaded.conversationId()).isEqualTo("c-7f3a");
        assertThat(loaded.rewrittenQuestion()).isEqualTo("Which genres have an id below 5, only for 2024?");
        assertThat(loaded.trace().steps()).hasSize(5).isEqualTo(Entries.TRACE.steps());
        assertThat(loaded.trace().steps().get(1).inputTokens()).isEqualTo(1_534);
        assertThat(loaded.trace().ownMillis()).isEqualTo(1_469 - 1_423);
        assertThat(store.recent(1)).containsExactly(entry.withId(id));
    }

    @Test
    void should_return_only_that_conversation_oldest_first_and_its_most_recent_entries_when_limited()
            throws Exception {
        JdbcHistoryStore store = JdbcHistoryStore.open(emptyDatabaseUrl(), null, null);
        long a1 = store.record(Entries.followUp("A", "a1"));
        store.record(Entries.followUp("B", "b1"));
        long a2 = store.record(Entries.followUp("A", "a2"));
        store.record(Entries.answered("on its own"));
        long a3 = store.record(Entries.followUp("A", "a3"));
        store.record(Entries.followUp("B", "b2"));
        long a4 = store.record(Entries.followUp("A", "a4"));

        List<HistoryEntry> lastThree = store.conversation("A", 3);
        List<HistoryEntry> all = store.conversation("A", 100);

        assertThat(lastThree).extracting(HistoryEntry::question).containsExactly("a2", "a3", "a4");
        assertThat(lastThree).extracting(HistoryEntry::id).containsExactly(a2, a3, a4);
        assertThat(all).extracting(HistoryEntry::id).containsExactly(a1, a2, a3, a4);
        assertThat(all).allSatisfy(e -> assertThat(e.attempts()).containsExactly(
                new Attempt("SELECT Name FROM Genres", "no such table: Genres"),
                new Attempt("SELECT Name FROM Genre WHERE GenreId < 5", null)));
        assertThat(store.conversation("B", 10)).extracting(HistoryEntry::question).containsExactly("b1", "b2");
        assertThat(store.conversation("C", 10)).isEmpty();
    }

    @Test
    void should_reject_a_blank_conversation_or_a_limit_below_one_when_reading_a_conversation() throws Exception {
        JdbcHistoryStore store = JdbcHistoryStore.open(emptyDatabaseUrl(), null, null);

        assertThatThrownBy(() -> store.conversation(" ", 5))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("conversationId must not be blank");
        assertThatThrownBy(() -> store.conversation("A", 0))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("limit must be at least 1, was 0");
    }

    @Test
    void should_keep_old_rows_with_an_empty_trace_when_a_store_from_migration_1_is_opened() throws Exception {
        String url = emptyDatabaseUrl();
        StoreLocation location = StoreLocation.url(url, null, null);
        UrlDataSource dataSource = new UrlDataSource(location);
        assertThat(SchemaMigration.migrate(location, dataSource, "1")).isEqualTo(1);
        try (Connection connection = dataSource.getConnection()) {
            insertVersion1Row(connection);
        }

        JdbcHistoryStore upgraded = JdbcHistoryStore.open(url, null, null);

        assertThat(upgraded.appliedMigrations()).isEqualTo(4);
        HistoryEntry old = upgraded.find(1).orElseThrow();
        assertThat(old).isEqualTo(new HistoryEntry(1, Entries.ASKED_AT, "chinook", "How many albums?",
                Status.ANSWERED, "SELECT count(*) FROM Album", List.of(new Attempt("SELECT count(*) FROM Album", null)),
                1, "planner", 9, null));
        assertThat(old.trace()).isEqualTo(Trace.EMPTY);
        assertThat(old.conversationId()).isEmpty();
        assertThat(old.rewrittenQuestion()).isEmpty();
        long next = upgraded.record(Entries.followUp("A", "and for 2024?"));
        assertThat(next).isEqualTo(2);
        assertThat(upgraded.conversation("A", 5)).containsExactly(Entries.followUp("A", "and for 2024?").withId(2));
        assertThat(JdbcHistoryStore.open(url, null, null).appliedMigrations()).isZero();
    }

    @Test
    void should_read_back_the_asker_and_list_one_asker_s_entries_only_when_asked_by_asker() throws Exception {
        JdbcHistoryStore store = JdbcHistoryStore.open(emptyDatabaseUrl(), null, null);
        long a1 = store.record(Entries.askedBy("key:aaaaaaaaaaaaaaaa", "", "a1"));
        long b1 = store.record(Entries.askedBy("key:bbbbbbbbbbbbbbbb", "", "b1"));
        long none = store.record(Entries.answered("nobody's"));
        long a2 = store.record(Entries.askedBy("key:aaaaaaaaaaaaaaaa", "", "a2"));

        assertThat(store.find(a1).orElseThrow().asker()).isEqualTo("key:aaaaaaaaaaaaaaaa");
        assertThat(store.find(a1)).contains(Entries.askedBy("key:aaaaaaaaaaaaaaaa", "", "a1").withId(a1));
        assertThat(store.find(none).orElseThrow().asker()).isNull();
        assertThat(store.recentBy("key:aaaaaaaaaaaaaaaa", 10)).extracting(HistoryEntry::id).containsExactly(a2, a1);
        assertThat(store.recentBy("key:aaaaaaaaaaaaaaaa", 1)).extracting(HistoryEntry::question).containsExactly("a2");
        assertThat(store.recentBy("key:bbbbbbbbbbbbbbbb", 10)).extracting(HistoryEntry::id).containsExactly(b1);
        assertThat(store.recentBy("key:bbbbbbbbbbbbbbbb", 10).get(0).attempts())
                .containsExactly(new Attempt("SELECT Name FROM Genre", null));
        assertThat(store.recentBy("key:cccccccccccccccc", 10)).isEmpty();
        assertThat(store.recent(10)).extracting(HistoryEntry::id).containsExactly(a2, none, b1, a1);
    }

    @Test
    void should_return_only_the_asker_s_turns_when_two_askers_share_a_conversation_id() throws Exception {
        JdbcHistoryStore store = JdbcHistoryStore.open(emptyDatabaseUrl(), null, null);
        store.record(Entries.askedBy("key:aaaaaaaaaaaaaaaa", "C", "a1"));
        store.record(Entries.askedBy("key:bbbbbbbbbbbbbbbb", "C", "b1"));
        store.record(Entries.askedBy(null, "C", "nobody's"));
        store.record(Entries.askedBy("key:aaaaaaaaaaaaaaaa", "C", "a2"));

        assertThat(store.conversation("C", "key:aaaaaaaaaaaaaaaa", 5)).extracting(HistoryEntry::question)
                .containsExactly("a1", "a2");
        assertThat(store.conversation("C", "key:aaaaaaaaaaaaaaaa", 1)).extracting(HistoryEntry::question)
                .containsExactly("a2");
        assertThat(store.conversation("C", "key:bbbbbbbbbbbbbbbb", 5)).extracting(HistoryEntry::question)
                .containsExactly("b1");
        assertThat(store.conversation("C", null, 5)).extracting(HistoryEntry::question).containsExactly("nobody's");
        assertThat(store.conversation("C", "key:cccccccccccccccc", 5)).isEmpty();
        assertThat(store.conversation("C", 5)).extracting(HistoryEntry::question)
                .containsExactly("a1", "b1", "nobody's", "a2");
    }

    @Test
    void should_keep_every_row_without_an_asker_when_a_store_from_migration_4_is_opened() throws Exception {
        String url = emptyDatabaseUrl();
        StoreLocation location = StoreLocation.url(url, null, null);
        UrlDataSource dataSource = new UrlDataSource(location);
        assertThat(SchemaMigration.migrate(location, dataSource, "4")).isEqualTo(4);
        try (Connection connection = dataSource.getConnection()) {
            insertVersion1Row(connection);
            try (PreparedStatement followUp = connection.prepareStatement("INSERT INTO history (created_at, database,"
                    + " question, status, sql, row_count, generator, elapsed_ms, reason, conversation_id,"
                    + " rewritten_question, trace) VALUES (?, 'chinook', 'and in 2024?', 'answered', 'SELECT 2', 1,"
                    + " 'planner', 3, NULL, 'C', 'How many albums in 2024?', NULL)")) {
                followUp.setString(1, Entries.ASKED_AT.toString());
                followUp.executeUpdate();
            }
        }

        JdbcHistoryStore upgraded = JdbcHistoryStore.open(url, null, null);

        assertThat(upgraded.appliedMigrations()).isEqualTo(1);
        assertThat(upgraded.recent(10)).extracting(HistoryEntry::question).containsExactly("and in 2024?", "How many albums?");
        assertThat(upgraded.recent(10)).extracting(HistoryEntry::asker).containsExactly(null, null);
        assertThat(upgraded.find(1).orElseThrow().attempts()).containsExactly(new Attempt("SELECT count(*) FROM Album", null));
        assertThat(upgraded.conversation("C", null, 5)).extracting(HistoryEntry::rewrittenQuestion)
                .containsExactly("How many albums in 2024?");
        assertThat(upgraded.conversation("C", "key:aaaaaaaaaaaaaaaa", 5)).isEmpty();
        long next = upgraded.record(Entries.askedBy("key:aaaaaaaaaaaaaaaa", "C", "a1"));
        assertThat(upgraded.find(next).orElseThrow().asker()).isEqualTo("key:aaaaaaaaaaaaaaaa");
        assertThat(upgraded.recentBy("key:aaaaaaaaaaaaaaaa", 10)).extracting(HistoryEntry::id).containsExactly(next);
    }

    /** Inserts as askdb 0.1 did, leaving the id to the database: 1 in an empty table. */
    private static void insertVersion1Row(Connection connection) throws SQLException {
        try (PreparedStatement history = connection.prepareStatement("INSERT INTO history (created_at, database,"
                + " question, status, sql, row_count, generator, elapsed_ms, reason)"
                + " VALUES (?, 'chinook', 'How many albums?', 'answered', 'SELECT count(*) FROM Album', 1,"
                + " 'planner', 9, NULL)");
             PreparedStatement attempt = connection.prepareStatement("INSERT INTO attempts (history_id, ordinal, sql,"
                     + " error) VALUES (1, 0, 'SELECT count(*) FROM Album', NULL)")) {
            history.setString(1, Entries.ASKED_AT.toString());
            history.executeUpdate();
            attempt.executeUpdate();
        }
    }
}
