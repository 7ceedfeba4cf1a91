package io.askdb.planner;

import io.askdb.catalog.Column;
import io.askdb.catalog.ForeignKey;
import io.askdb.catalog.Table;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Builds questions the planner can answer from the catalog, to offer when it declines: a count
 * per related table, an average, a count, a list. Tables the question named come first. Every
 * suggestion is checked by planning it, so none is offered that the planner would decline.
 */
final class Rephrasings {
    static final int MAX = 3;

    private final Lexicon lex;
    private final QuestionTokenizer words;
    private final ColumnKinds kinds;

    Rephrasings(Lexicon lex, QuestionTokenizer words, ColumnKinds kinds) {
        this.lex = lex;
        this.words = words;
        this.kinds = kinds;
    }

    /**
     * @param vocab      the catalog's words
     * @param focus      tables the question named, possibly empty
     * @param answerable true for a question the planner can plan
     * @return at most {@link #MAX} questions, then the hint to configure an LLM
     */
    List<String> suggest(SchemaVocabulary vocab, List<Table> focus, Predicate<String> answerable) {
        List<Table> order = new ArrayList<>(focus);
        for (Table t : vocab.catalog().tables()) {
            if (!ColumnResolver.contains(order, t)) order.add(t);
        }
        List<List<String>> kindsOfQuestion = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        for (Table t : order) {
            String plural = plural(vocab, t);
            for (ForeignKey fk : t.foreignKeys()) {
                vocab.catalog().table(fk.target()).filter(p -> !PlanAssembly.same(p, t) && !kinds.labels(p).isEmpty())
                        .ifPresent(p -> kindsOfQuestion.get(0).add("How many " + plural + " are there per "
                                + String.join(" ", vocab.words(p)) + "?"));
            }
            Column m = kinds.firstMeasure(t);
            if (m != null) {
                kindsOfQuestion.get(1).add("What is the average " + words.snake(m.name()).replace('_', ' ') + " of " + plural + "?");
            }
            kindsOfQuestion.get(2).add("How many " + plural + " are there?");
            if (!kinds.labels(t).isEmpty()) kindsOfQuestion.get(3).add("List all " + plural);
        }
        Set<String> chosen = new LinkedHashSet<>();
        for (int round = 0; round < 3 && chosen.size() < MAX; round++) {
            for (List<String> candidates : kindsOfQuestion) {
                candidates.stream().filter(q -> !chosen.contains(q) && answerable.test(q)).findFirst()
                        .ifPresent(q -> { if (chosen.size() < MAX) chosen.add(q); });
            }
        }
        List<String> out = new ArrayList<>(chosen);
        out.add(DeclineReasons.CONFIGURE_LLM);
        return out;
    }

    private String plural(SchemaVocabulary vocab, Table t) {
        List<String> w = new ArrayList<>(vocab.words(t));
        w.set(w.size() - 1, lex.plural(w.get(w.size() - 1)));
        return String.join(" ", w);
    }
}
