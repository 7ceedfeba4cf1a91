package io.askdb.bench;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.Status;
import org.junit.jupiter.api.Test;

class PlannerRowTest {
    @Test
    void should_answer_every_planner_question_when_asked_on_chinook() {
        PlannerRow row = new PlannerRow(BenchTest.CHINOOK);

        assertThat(PlannerRow.QUESTIONS).hasSize(10).allSatisfy(q -> assertThat(row.ask(q)).as(q).isEqualTo(Status.ANSWERED));
    }

    @Test
    void should_note_all_answered_with_one_sample_per_repetition_when_measured() {
        BenchRow row = new PlannerRow(BenchTest.CHINOOK).measure(new Sampler(1, 12));

        assertThat(row.name()).isEqualTo("planner.chinook");
        assertThat(row.samples()).isEqualTo(12);
        assertThat(row.note()).isEqualTo("10 questions, all answered");
        assertThat(row.median()).isLessThanOrEqualTo(row.p95());
    }
}
