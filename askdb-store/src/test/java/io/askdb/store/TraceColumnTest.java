package io.askdb.store;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.trace.Trace;
import io.askdb.trace.TraceStep;
import java.util.List;
import org.junit.jupiter.api.Test;

class TraceColumnTest {
    @Test
    void should_keep_the_sql_a_step_wrote_and_leave_it_out_for_steps_that_wrote_none() {
        Trace trace = new Trace(List.of(TraceStep.of("link", 3, "no table or value linked"),
                new TraceStep("generate", 12, 0, 0, 0, "candidate SQL, self-rated confidence 90", "SELECT COUNT(*) FROM Artist")));

        String json = TraceColumn.write(trace);

        assertThat(json).contains("\"sql\":\"SELECT COUNT(*) FROM Artist\"").containsOnlyOnce("\"sql\"");
        assertThat(TraceColumn.read(json)).isEqualTo(trace);
    }

    @Test
    void should_read_a_trace_stored_before_steps_carried_sql() {
        Trace old = TraceColumn.read("[{\"step\":\"generate\",\"millis\":5,\"model_millis\":0,\"input_tokens\":0,\"output_tokens\":0,"
                + "\"outcome\":\"candidate SQL\"}]");

        assertThat(old.steps()).containsExactly(new TraceStep("generate", 5, 0, 0, 0, "candidate SQL"));
        assertThat(old.steps().get(0).sql()).isNull();
    }
}
