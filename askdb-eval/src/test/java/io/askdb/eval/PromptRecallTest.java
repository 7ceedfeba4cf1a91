package io.askdb.eval;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.askdb.catalog.Catalog;
import io.askdb.error.AskdbException;
import io.askdb.linking.LinkedSchema;
import io.askdb.linking.LinkedTable;
import io.askdb.linking.SchemaLinker;
import io.askdb.prompt.PromptSchema;
import io.askdb.prompt.TokenCounter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Prompt recall on a real SQLite catalog: whether the gold tables and columns of a question are
 * all in the schema the model would be shown at a budget in prompt tokens, and what
 * {@code linked_tables} then lists (issue 18).
 */
class PromptRecallTest {
    /** The linker's fixed order: a wide audit table third, before the junction and products. */
    private static final List<String> ORDER = List.of("orders", "customers", "audit_log", "order_items", "products");
    /** Counts words: a stand-in for the o200k_base counter askdb eval is given (askdb-eval has no tokenizer). */
    private static final TokenCounter WORDS = text -> text == null || text.isBlank() ? 0 : text.strip().split("\\s+").length;

    @TempDir
    Path root;
    Catalog catalog;

    @BeforeEach
    void shop() throws Exception {
        Files.createDirectories(root.resolve("shop"));
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + root.resolve("shop/shop.sqlite")); Statement s = c.createStatement()) {
            s.executeUpdate("CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT)");
            s.executeUpdate("CREATE TABLE orders (id INTEGER PRIMARY KEY, customer_id INTEGER REFERENCES customers(id), total REAL, day TEXT)");
            s.executeUpdate("CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT, price REAL)");
            s.executeUpdate("CREATE TABLE order_items (order_id INTEGER REFERENCES orders(id), product_id INTEGER REFERENCES products(id), qty INTEGER)");
            s.executeUpdate("CREATE TABLE audit_log (id INTEGER PRIMARY KEY, "
                    + IntStream.range(0, 80).mapToObj(i -> "detail_" + i + " TEXT").collect(Collectors.joining(", ")) + ")");
        }
        catalog = new EvalDatabase("shop", "jdbc:sqlite:" + root.resolve("shop/shop.sqlite"), new Properties()).catalog();
    }

    /** A linker that ranks every table in {@link #ORDER}, whatever the question. */
    private static SchemaLinker fixedOrder() {
        return (question, evidence, c, maxTables) -> new LinkedSchema(ORDER.stream().limit(maxTables)
                .map(n -> new LinkedTable(c.tables().stream().filter(t -> t.id().name().equals(n)).findFirst().orElseThrow().id(), 1.0, List.of()))
                .toList());
    }

    private static EvalQuestion question(String id, String gold) {
        return new EvalQuestion(id, "shop", "Question " + id + "?", "", List.of(gold), Map.of(), List.of());
    }

    private EvalRun run(int budget, EvalQuestion... questions) {
        return run(budget, false, questions);
    }

    private EvalRun run(int budget, boolean resume, EvalQuestion... questions) {
        EvalParts parts = new EvalParts("none", q -> { throw new IllegalStateException("linking only"); },
                new io.askdb.guard.LayeredSqlGuard(List.of(request -> java.util.Optional.empty()), (request, limit) -> request.sql()),
                (q, sql, result) -> "", fixedOrder(), WORDS);
        EvalOptions d = EvalOptions.defaults("shop", root.resolve("out"));
        EvalOptions options = new EvalOptions(d.dataset(), d.comparison(), d.limits(), 0, 0, Set.of(), resume, true, d.outDir(),
                Wording.ORIGINAL, null, 20, budget);
        return new EvalRunner(parts, options, new DatabaseLocator(root, null), new Properties())
                .runLinking(List.of(questions), Map.of("shop", catalog), p -> { });
    }

    /** The tokens of the first {@code n} tables of the fixed order, shown together. */
    private int tokensOfFirst(int n) {
        LinkedSchema first = fixedOrder().link("q", "", catalog, n);
        return PromptSchema.fit(catalog, first, 100_000, WORDS).tokens();
    }

    @Test
    void should_hold_every_gold_table_and_column_when_the_budget_fits_all_linked_tables() {
        EvalRun run = run(8_000, question("1", "SELECT c.name FROM customers c JOIN orders o ON o.customer_id = c.id WHERE o.total > 10"));

        LinkingRecall linking = run.results().get(0).linking();
        assertThat(linking.linkedTables()).containsExactlyElementsOf(ORDER);
        assertThat(linking.prompt().allTables()).isTrue();
        assertThat(linking.prompt().allColumns()).isTrue();
        assertThat(linking.prompt().tokens()).isEqualTo(tokensOfFirst(5)).isLessThanOrEqualTo(8_000);
    }

    @Test
    void should_name_the_gold_tables_the_prompt_lacks_when_the_budget_cuts_them() {
        int budget = tokensOfFirst(2) + 10;
        EvalRun run = run(budget,
                question("1", "SELECT c.name FROM customers c JOIN orders o ON o.customer_id = c.id"),
                question("2", "SELECT p.name FROM products p JOIN order_items i ON i.product_id = p.id JOIN orders o ON o.id = i.order_id"));

        LinkingRecall second = run.results().get(1).linking();
        assertThat(second.linkedTables()).containsExactly("orders", "customers");
        assertThat(second.rankedTables()).containsExactlyElementsOf(ORDER);
        assertThat(second.prompt().missingTables()).containsExactlyInAnyOrder("products", "order_items");
        assertThat(second.prompt().allColumns()).isFalse();
        assertThat(second.prompt().tokens()).isLessThanOrEqualTo(budget);
        PromptRecallSummary summary = run.summary().linking().prompt();
        assertThat(summary.questions()).isEqualTo(2);
        assertThat(summary.tables()).isEqualTo(0.5);
        assertThat(summary.columns()).isEqualTo(0.5);
        assertThat(summary.budget()).isEqualTo(budget);
    }

    @Test
    void should_refuse_to_resume_when_the_earlier_run_measured_at_another_budget() {
        EvalQuestion q = question("1", "SELECT c.name FROM customers c");
        run(8_000, q);

        assertThatThrownBy(() -> run(4_000, true, q)).isInstanceOf(AskdbException.class)
                .hasMessageContaining("original wording, not of").hasMessageContaining("original wording, prompt budget 4000.");
    }

    @Test
    void should_refuse_parts_without_a_token_counter_when_a_linker_is_given() {
        assertThatThrownBy(() -> new EvalParts("none", q -> { throw new IllegalStateException("linking only"); },
                new io.askdb.guard.LayeredSqlGuard(List.of(request -> java.util.Optional.empty()), (request, limit) -> request.sql()),
                (q, sql, result) -> "", fixedOrder(), null))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("EvalParts.tokens");
    }
}
