package io.askdb.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.error.AskdbException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class QuestionSlotsTest {
    @Test
    void should_answer_busy_with_retry_after_when_every_slot_stays_taken_past_the_wait_limit() throws Exception {
        QuestionSlots slots = new QuestionSlots(1, Duration.ofMillis(50));
        CountDownLatch inSlot = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            Future<String> holder = pool.submit(() -> slots.run(() -> {
                inSlot.countDown();
                await(release);
                return "first";
            }));
            assertThat(inSlot.await(10, TimeUnit.SECONDS)).isTrue();

            assertThatThrownBy(() -> slots.run(() -> "second"))
                    .isInstanceOfSatisfying(ApiProblem.class, p -> {
                        assertThat(p.status).isEqualTo(503);
                        assertThat(p.code).isEqualTo("SERVER_BUSY");
                        assertThat(p.headers).containsEntry("Retry-After", "5");
                        assertThat(p.getMessage()).contains("answering 1 questions").contains("askdb.server.max-concurrent-questions");
                    });
            release.countDown();
            assertThat(holder.get(10, TimeUnit.SECONDS)).isEqualTo("first");
            assertThat(slots.run(() -> "third")).isEqualTo("third");
        } finally {
            release.countDown();
            pool.shutdownNow();
        }
    }

    @Test
    void should_never_run_more_questions_at_once_than_its_slots() throws Exception {
        QuestionSlots slots = new QuestionSlots(2);
        AtomicInteger running = new AtomicInteger();
        AtomicInteger most = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<Integer>> all = new java.util.ArrayList<>();
            for (int i = 0; i < 40; i++) {
                all.add(pool.submit(() -> slots.run(() -> {
                    most.accumulateAndGet(running.incrementAndGet(), Math::max);
                    Thread.onSpinWait();
                    Thread.yield();
                    return running.decrementAndGet();
                })));
            }
            for (Future<Integer> f : all) f.get(30, TimeUnit.SECONDS);
            assertThat(most.get()).isBetween(1, 2);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void should_refuse_a_bound_outside_1_to_10000_naming_the_setting() {
        assertThatThrownBy(() -> new ServerSettings("127.0.0.1", 0, ApiKeys.NONE, List.of(), 0, null,
                ServerSettings.DEFAULT_MAX_BODY_BYTES, 0))
                .isInstanceOf(AskdbException.class)
                .hasMessage("askdb.server.max-concurrent-questions must be 1-10000, was 0.");
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
