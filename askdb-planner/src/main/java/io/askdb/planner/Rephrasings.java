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
                String raw = words.snake(m.name()).replace('_', ' ');
                String natural = naturalWord(raw);
                // "average length" before "average milliseconds": the column's unit is no word a user asks with
                if (natural != null) kindsOfQuestion.get(1).add("What is the average " + natural + " of " + plural + "?");
                kindsOfQuestion.get(1).add("What is the average " + raw + " of " + plural + "?");
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

    /** Everyday words for a column named by its unit ("length" for Milliseconds), tried in this order. */
    private static final List<String> NATURAL = List.of("length", "size");

    /** @return the everyday word whose lexicon synonyms start with this one-word column name, or null */
    private String naturalWord(String column) {
        if (column.contains(" ")) return null;
        String stem = lex.stem(column);
        for (String w : NATURAL) {
            List<String> synonyms = lex.synonyms(w);
            if (!synonyms.isEmpty() && synonyms.get(0).equals(stem)) return w;
        }
        return null;
    }

    private String plural(SchemaVocabulary vocab, Table t) {
        List<String> w = new ArrayList<>(vocab.words(t));
        w.set(w.size() - 1, lex.plural(w.get(w.size() - 1)));
        return String.join(" ", w);
    }
}
