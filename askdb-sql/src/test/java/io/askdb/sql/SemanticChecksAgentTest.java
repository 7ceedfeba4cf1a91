package io.askdb.sql;

import static org.assertj.core.api.Assertions.assertThat;

import io.askdb.Answer;
import io.askdb.Status;
import io.askdb.TextToSql;
import io.askdb.generation.CandidateSql;
import io.askdb.generation.Generation;
import io.askdb.generation.GenerationRequest;
import io.askdb.generation.SqlGenerator;
import io.askdb.generation.Usage;
import io.askdb.history.HistoryEntry;
import io.askdb.history.HistoryStore;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The planner path of the issue-15 cases: a generator that cannot repair (as the offline planner)
 * writes the faulty SQL, the whole agent runs it on a real SQLite or PostgreSQL database, the
 * critic proves the fault with a probe, and askdb's own corrected SQL gives the answer.
 */
class SemanticChecksAgentTest {
    @TempDir
    static Path dir;
    static CriticDatabase sqlite;
    static CriticDatabase postgres;

    @BeforeAll
    static void setUp() throws Exception {
        sqlite = CriticDatabase.sqlite(dir, CriticDatabase.script(SemanticChecksTest.TABLES));
        postgres = CriticDatabase.postgres(CriticDatabase.script(SemanticChecksTest.TABLES));
    }

    static Stream<CriticDatabase> engines() {
        return Stream.of(sqlite, postgres);
    }

    /** A generator that writes one SQL and cannot write another when asked again, as the planner. */
    private record Fixed(String sql) implements SqlGenerator {
        @Override
        public Generation generate(GenerationRequest request) {
            return new CandidateSql(sql, "", List.of(), List.of(), List.of(), 90, Usage.NONE);
        }

        @Override
        public String name() {
            return "fixed";
        }

        @Override
        public boolean repairs() {
            return false;
        }
    }

    private static Answer ask(CriticDatabase e, String question, String sql) {
        HistoryStore history = new HistoryStore() {
            @Override
            public long record(HistoryEntry entry) {
                return 1;
            }

            @Override
            public List<HistoryEntry> recent(int limit) {
                return List.of();
            }

            @Override
            public java.util.Optional<HistoryEntry> find(long id) {
                return java.util.Optional.empty();
            }
        };
        TextToSql askdb = TextToSql.builder().catalogProvider(() -> e.catalog).generator(new Fixed(sql)).guard(Fixtures.GUARD)
                .executor(e.executor).explainer((q, s, r) -> r.rowCount() + " row(s)").history(history)
                .critics(List.of(new ResultCritic())).build();
        return askdb.ask(question);
    }

    private static String rounded(Answer a) {
        List<List<Object>> out = new ArrayList<>();
        for (List<Object> row : a.result().rows()) {
            List<Object> r = new ArrayList<>();
            for (Object v : row) r.add(v instanceof Number n ? new BigDecimal(n.toString()).setScale(1, RoundingMode.HALF_UP) : v);
            out.add(r);
        }
        return out.toString();
    }

    @ParameterizedTest
    @MethodSource("engines")
    void should_answer_the_two_employees_who_manage_nobody_with_askdbs_fix_when_the_generator_cannot_repair_not_in(CriticDatabase e) {
        Answer a = ask(e, "Which employees manage nobody?",
                "SELECT name FROM employees WHERE id NOT IN (SELECT manager_id FROM employees) ORDER BY name");

        assertThat(a.status()).isEqualTo(Status.ANSWERED);
        assertThat(a.result().rows().toString()).isEqualTo("[[Cy Park], [Dan Reed]]");
        assertThat(a.sql()).contains("WHERE manager_id IS NOT NULL");
        assertThat(a.attempts().get(0).error()).contains("(not-in-null)");
    }

    @ParameterizedTest
    @MethodSource("engines")
    void should_answer_33_3_and_40_percent_with_askdbs_fix_when_the_generator_cannot_repair_integer_division_case_N04(CriticDatabase e) {
        Answer a = ask(e, "What is the return rate per channel in percent?",
                "SELECT channel, SUM(returned) / COUNT(*) * 100 AS return_rate_pct FROM orders GROUP BY channel ORDER BY channel");

        assertThat(a.status()).isEqualTo(Status.ANSWERED);
        assertThat(rounded(a)).isEqualTo("[[store, 33.3], [web, 40.0]]");
        assertThat(a.attempts().get(0).error()).contains("(integer-division)");
    }

    @ParameterizedTest
    @MethodSource("engines")
    void should_rank_chair_and_desk_first_with_askdbs_fix_when_the_generator_cannot_repair_text_numbers_case_N02(CriticDatabase e) {
        Answer a = ask(e, "What are the 3 most expensive products?", "SELECT name, price FROM products WHERE price IS NOT NULL"
                + " ORDER BY price DESC LIMIT 3");

        assertThat(a.status()).isEqualTo(Status.ANSWERED);
        assertThat(a.result().rows().toString()).isEqualTo("[[Chair, 1200.00], [Desk, 249.00], [Shelf, 100.00]]");
        assertThat(a.attempts().get(0).error()).contains("(text-numbers)");
    }
}
