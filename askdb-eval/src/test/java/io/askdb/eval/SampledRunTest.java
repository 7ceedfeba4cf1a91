package io.askdb.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import io.askdb.guard.LayeredSqlGuard;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --sample N --seed S} with {@code --limit} and {@code --resume}, on a real SQLite database (issue 17). */
class SampledRunTest {
    @TempDir
    Path root;
    Path out;
    private final List<EvalQuestion> questions = new ArrayList<>();

    @BeforeEach
    void database() throws Exception {
        Files.createDirectories(root.resolve("shop"));
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + root.resolve("shop/shop.sqlite")); Statement s = c.createStatement()) {
            s.executeUpdate("CREATE TABLE orders (id INTEGER PRIMARY KEY, total REAL NOT NULL)");
            s.executeUpdate("INSERT INTO orders VALUES (1,30.0),(2,20.0),(3,50.0)");
        }
        out = root.resolve("out");
        for (int i = 0; i < 12; i++) {
            questions.add(new EvalQuestion(String.valueOf(i), "shop", "Question " + i + "?", "",
                    List.of("SELECT count(*) FROM orders WHERE total > " + i), Map.of(), List.of()));
        }
    }

    private EvalRunner runner(int limit, boolean resume, Wording wording) {
        EvalParts parts = new EvalParts("gold", GoldGenerator::new,
                new LayeredSqlGuard(List.of(request -> Optional.empty()), (request, max) -> request.sql()),
                (question, sql, result) -> result.rowCount() + " rows.");
        EvalOptions d = EvalOptions.defaults("shop.json", out);
        EvalOptions options = new EvalOptions(d.dataset(), d.comparison(), d.limits(), d.maxRepairs(), limit, Set.of(), resume, false,
                out, wording, new QuestionSample(5, 17));
        return new EvalRunner(parts, options, new DatabaseLocator(root, null), new Properties());
    }

    @Test
    void should_run_the_same_sample_in_dataset_order_and_finish_it_on_resume_when_a_limit_stopped_it() throws Exception {
        List<String> sampled = new QuestionSample(5, 17).apply(questions).stream().map(EvalQuestion::id).toList();

        EvalRun first = runner(2, false, Wording.ORIGINAL).run(questions, p -> { });
        EvalRun rest = runner(0, true, Wording.ORIGINAL).run(questions, p -> { });

        assertThat(first.results()).extracting(QuestionResult::id).containsExactlyElementsOf(sampled.subList(0, 2));
        assertThat(rest.results()).extracting(QuestionResult::id).containsExactlyElementsOf(sampled);
        assertThat(rest.summary().correct()).isEqualTo(5);
        JsonNode report = ReportJson.MAPPER.readTree(out.resolve("report.json").toFile());
        assertThat(report.get("sample").get("size").asInt()).isEqualTo(5);
        assertThat(report.get("sample").get("seed").asLong()).isEqualTo(17);
        assertThat(report.get("wording").asText()).isEqualTo("original");
        assertThat(report.get("coverage").decimalValue()).isEqualByComparingTo("1.0");
        assertThat(report.get("by_hardness").get("easy").get("asked").asInt()).isEqualTo(5);
        assertThat(Files.readString(out.resolve("summary.md"))).contains("Questions in the original wording; a random sample of 5 (seed 17).");
    }

    @Test
    void should_refuse_to_resume_when_the_earlier_run_asked_another_wording() {
        runner(2, false, Wording.ORIGINAL).run(questions, p -> { });

        assertThatThrownBy(() -> runner(0, true, Wording.SYN).run(questions, p -> { }))
                .hasMessage("Cannot resume: " + out + " holds a run of shop.json, generator gold, spider rules, original wording, not of "
                        + "shop.json, generator gold, spider rules, syn wording. Run without --resume to replace it, or choose another --out.");
    }
}
