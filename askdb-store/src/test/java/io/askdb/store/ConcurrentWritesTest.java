package io.askdb.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.history.HistoryEntry;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.LongStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Two stores on one file stand for two askdb processes sharing a history file. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ConcurrentWritesTest {
    private static final int PER_WRITER = 50;

    @TempDir
    Path dir;

    private final ExecutorService pool = Executors.newFixedThreadPool(2);

    @AfterEach
    void stop() {
        pool.shutdownNow();
    }

    @Test
    void should_lose_no_entry_when_two_stores_write_to_one_file_at_once() throws Exception {
        Path file = dir.resolve("history.db");
        JdbcHistoryStore left = JdbcHistoryStore.openSqlite(file);
        JdbcHistoryStore right = JdbcHistoryStore.openSqlite(file);

        List<List<Long>> ids = runTogether(() -> writeAll(left, "left"), () -> writeAll(right, "right"));

        List<HistoryEntry> all = left.recent(1_000);
        assertThat(all).hasSize(2 * PER_WRITER);
        assertThat(all).extracting(HistoryEntry::id)
                .containsExactlyElementsOf(LongStream.rangeClosed(1, 2 * PER_WRITER).map(i -> 2 * PER_WRITER + 1 - i)
                        .boxed().collect(Collectors.toList()));
        assertThat(ids.get(0)).isSorted().doesNotContainAnyElementsOf(ids.get(1));
        assertThat(all).filteredOn(e -> e.question().startsWith("left ")).hasSize(PER_WRITER);
        assertThat(all).allSatisfy(e -> assertThat(e.attempts()).hasSize(3));
        assertThat(right.find(ids.get(0).get(7))).contains(entry("left", 7).withId(ids.get(0).get(7)));
    }

    @Test
    void should_open_and_write_when_two_stores_open_a_new_file_at_once() throws Exception {
        Path file = dir.resolve("new/history.db");

        List<List<Long>> ids = runTogether(
                () -> writeAll(JdbcHistoryStore.openSqlite(file), "left"),
                () -> writeAll(JdbcHistoryStore.openSqlite(file), "right"));

        assertThat(ids).allSatisfy(written -> assertThat(written).hasSize(PER_WRITER));
        assertThat(JdbcHistoryStore.openSqlite(file).recent(1_000)).hasSize(2 * PER_WRITER);
    }

    private List<List<Long>> runTogether(Supplier<List<Long>> first, Supplier<List<Long>> second) throws Exception {
        CountDownLatch start = new CountDownLatch(1);
        Future<List<Long>> a = pool.submit(awaiting(start, first));
        Future<List<Long>> b = pool.submit(awaiting(start, second));
        start.countDown();
        return List.of(a.get(), b.get());
    }

    private static Callable<List<Long>> awaiting(CountDownLatch start, Supplier<List<Long>> work) {
        return () -> {
            start.await();
            return work.get();
        };
    }

    private static List<Long> writeAll(JdbcHistoryStore store, String writer) {
        return IntStream.range(0, PER_WRITER).mapToObj(i -> store.record(entry(writer, i))).collect(Collectors.toList());
    }

    private static HistoryEntry entry(String writer, int index) {
        HistoryEntry template = Entries.failedAfterRepairs();
        return new HistoryEntry(0, template.createdAt(), template.database(), writer + " " + index,
                template.status(), template.sql(), template.attempts(), index, template.generator(),
                template.elapsedMs(), template.reason());
    }
}
