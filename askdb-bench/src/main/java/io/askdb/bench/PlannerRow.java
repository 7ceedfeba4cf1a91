package io.askdb.bench;

import io.askdb.Answer;
import io.askdb.Status;
import io.askdb.TextToSql;
import io.askdb.jdbc.CatalogOptions;
import io.askdb.jdbc.JdbcCatalogProvider;
import io.askdb.jdbc.JdbcSqlExecutor;
import io.askdb.jdbc.ReadOnlyConnectionSource;
import io.askdb.planner.KeywordPlanner;
import io.askdb.planner.explain.TemplateExplainer;
import io.askdb.sql.StandardGuard;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The {@code planner.chinook} row: milliseconds per question answered end to end by
 * {@link TextToSql} on Chinook with {@link KeywordPlanner}, {@link StandardGuard},
 * {@link JdbcSqlExecutor} over a read-only connection, {@link TemplateExplainer} and an in-memory
 * history (the catalog is read once, before timing, as the app does).
 */
final class PlannerRow {
    static final String NAME = "planner.chinook";
    static final String UNIT = "ms";

    /** Questions the planner answers on Chinook (phrasings from its own tests). */
    static final List<String> QUESTIONS = List.of(
            "How many customers are there?",
            "How many tracks are there in each genre?",
            "Which 5 artists have the most albums?",
            "What is the total invoice amount per billing country?",
            "What is the average track length?",
            "How many albums does each artist have?",
            "number of tracks per media type",
            "How many invoices are there in each country?",
            "Top 10 customers by total spent",
            "How many tracks per artist?");

    private final TextToSql askdb;
    private final Set<String> unanswered = new TreeSet<>();

    /** @param chinook the Chinook SQLite file, opened read-only */
    PlannerRow(Path chinook) {
        ReadOnlyConnectionSource source = ReadOnlyConnectionSource.of(chinook.toString(), null);
        this.askdb = TextToSql.builder()
                .catalogProvider(new JdbcCatalogProvider(source, CatalogOptions.DEFAULT))
                .generator(new KeywordPlanner(io.askdb.semantic.SemanticModel.empty(""), java.time.Clock.systemDefaultZone(),
                        synonyms()))
                .guard(StandardGuard.create())
                .executor(new JdbcSqlExecutor(source))
                .explainer(new TemplateExplainer())
                .history(new MemoryHistoryStore())
                .databaseName("chinook")
                .build();
    }

    /** @return the question's answer status */
    Status ask(String question) {
        Answer answer = askdb.ask(question);
        if (answer.status() != Status.ANSWERED) unanswered.add(question);
        return answer.status();
    }

    BenchRow measure(Sampler sampler) {
        askdb.catalog();
        double[] ms = sampler.time(k -> ask(QUESTIONS.get(k % QUESTIONS.size())), 1_000_000);
        String note = QUESTIONS.size() + " questions, " + (unanswered.isEmpty() ? "all answered"
                : unanswered.size() + " not answered: " + String.join(" | ", unanswered));
        return Percentiles.row(NAME, UNIT, ms, note);
    }

    /** The planner's synonyms as the app wires them: MiniLM similarity, and WordNet for the words it leaves unplaced. */
    private static io.askdb.planner.read.TermSimilarity synonyms() {
        io.askdb.linking.PhraseSimilarity s = io.askdb.linking.PhraseSimilarity.miniLm();
        io.askdb.linking.WordNetRelation r = new io.askdb.linking.WordNetRelation();
        return io.askdb.planner.read.TermSimilarity.of(s::similarity, r::related);
    }
}
