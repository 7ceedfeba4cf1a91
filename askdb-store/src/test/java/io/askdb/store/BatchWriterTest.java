package io.askdb.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.history.HistoryEntry;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Group commit: concurrent writers through one store, each getting its own entry's id. */
class BatchWriterTest {
    @TempDir
    Path dir;

    @Test
    void should_give_each_of_sixteen_concurrent_writers_the_id_and_asker_of_its_own_entry() throws Exception {
        JdbcHistoryStore store = JdbcHistoryStore.openSqlite(dir.resolve("history.db"));
        ExecutorService pool = Executors.newFixedThreadPool(16);
        List<Future<long[]>> writers = new ArrayList<>();
        for (int w = 0; w < 16; w++) {
            int writer = w;
            writers.add(pool.submit(() -> {
                long[] ids = new long[10];
                for (int i = 0; i < ids.length; i++) ids[i] = store.record(
                        Entries.askedBy("key:writer" + writer, "", "writer " + writer + " question " + i));
                return ids;
            }));
        }
        Set<Long> ids = new HashSet<>();
        for (int w = 0; w < writers.size(); w++) {
            long[] written = writers.get(w).get();
            for (int i = 0; i < written.length; i++) {
                ids.add(written[i]);
                HistoryEntry read = store.find(written[i]).orElseThrow();
                assertThat(read.question()).isEqualTo("writer " + w + " question " + i);
                assertThat(read.asker()).isEqualTo("key:writer" + w);
            }
            String prefix = "writer " + w + " ";
            assertThat(store.recentBy("key:writer" + w, 20)).hasSize(10)
                    .allSatisfy(e -> assertThat(e.question()).startsWith(prefix));
        }
        pool.shutdown();

        assertThat(ids).hasSize(160);
        assertThat(store.recent(200)).hasSize(160);
    }

    @Test
    void should_fail_the_write_when_the_sqlite_file_was_deleted_after_a_first_write() throws Exception {
        Path file = dir.resolve("gone").resolve("history.db");
        JdbcHistoryStore store = JdbcHistoryStore.openSqlite(file);
        store.record(Entries.answered("before"));
        try (var files = Files.list(file.getParent())) {
            for (Path p : files.toList()) Files.delete(p);
        }
        Files.delete(file.getParent());

        org.assertj.core.api.Assertions.assertThatThrownBy(() -> store.record(Entries.answered("after")))
                .isInstanceOf(io.askdb.error.AskdbException.class).hasMessageStartingWith("Cannot write to the history file " + file);
    }
}
