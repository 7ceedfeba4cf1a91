package io.askdb.planner;

import io.askdb.semantic.Entity;
import io.askdb.semantic.Metric;
import io.askdb.semantic.SemanticModel;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The words of a semantic model's metrics ("revenue", "total sales", "track length in minutes"),
 * stemmed as question words are so plurals meet. A metric word inside a longer entity name of the
 * model ("sales" in "sales support agent") is not read as the metric.
 */
final class MetricTerms {
    static final MetricTerms NONE = new MetricTerms(List.of(), List.of());

    /** One way to say a metric: its stemmed words. */
    private record Term(Metric metric, List<String> stems) {
    }

    private final List<Term> metricTerms;
    private final List<List<String>> entityTerms;

    private MetricTerms(List<Term> metricTerms, List<List<String>> entityTerms) {
        this.metricTerms = metricTerms;
        this.entityTerms = entityTerms;
    }

    static MetricTerms of(SemanticModel model, QuestionTokenizer tokenizer) {
        List<Term> terms = new ArrayList<>();
        for (Metric m : model.metrics()) {
            for (String t : m.terms()) {
                List<String> stems = stems(tokenizer, t);
                if (!stems.isEmpty()) terms.add(new Term(m, stems));
            }
        }
        terms.sort(Comparator.comparingInt((Term t) -> -t.stems().size()));
        List<List<String>> entities = new ArrayList<>();
        for (Entity e : model.entities()) {
            for (String t : e.terms()) {
                List<String> stems = stems(tokenizer, t);
                if (stems.size() > 1) entities.add(stems);
            }
        }
        return new MetricTerms(List.copyOf(terms), List.copyOf(entities));
    }

    boolean isEmpty() {
        return metricTerms.isEmpty();
    }

    /** Claims every metric phrase among the unclaimed words, longest first, and returns them in question order. */
    List<MetricMention> claim(QuestionReader.Pass p) {
        List<MetricMention> out = new ArrayList<>();
        if (metricTerms.isEmpty()) return out;
        boolean[] inEntity = new boolean[p.size()];
        for (List<String> e : entityTerms) {
            for (int i = 0; i + e.size() <= p.size(); i++) {
                if (matches(p, i, e)) for (int k = i; k < i + e.size(); k++) inEntity[k] = true;
            }
        }
        for (int i = 0; i < p.size(); i++) {
            for (Term t : metricTerms) {
                int n = t.stems().size();
                if (i + n > p.size() || !matches(p, i, t.stems()) || covered(inEntity, i, n)) continue;
                out.add(new MetricMention(i, i + n, p.text(i, n), t.metric()));
                p.claim(i, n);
                i += n - 1;
                break;
            }
        }
        return out;
    }

    private static boolean matches(QuestionReader.Pass p, int at, List<String> stems) {
        for (int k = 0; k < stems.size(); k++) {
            if (p.used[at + k] || !p.t(at + k).stem().equals(stems.get(k))) return false;
        }
        return true;
    }

    private static boolean covered(boolean[] inEntity, int from, int len) {
        for (int k = from; k < from + len; k++) {
            if (inEntity[k]) return true;
        }
        return false;
    }

    private static List<String> stems(QuestionTokenizer tokenizer, String phrase) {
        return tokenizer.tokenize(phrase).stream().map(Token::stem).toList();
    }
}
