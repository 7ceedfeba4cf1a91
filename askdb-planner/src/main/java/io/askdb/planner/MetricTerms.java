package io.askdb.planner;

import io.askdb.semantic.Entity;
import io.askdb.semantic.Metric;
import io.askdb.semantic.SemanticModel;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * The words of a semantic model's metrics ("revenue", "total sales", "track length in minutes"),
 * stemmed as question words are so plurals meet. A metric word inside a longer entity name of the
 * model ("sales" in "sales support agent") is not read as the metric.
 */
final class MetricTerms {
    static final MetricTerms NONE = new MetricTerms(List.of(), List.of(), Set.of());

    /** One way to say a metric: its stemmed words. */
    private record Term(Metric metric, List<String> stems) {
    }

    private final List<Term> metricTerms;
    private final List<List<String>> entityTerms;
    private final Set<String> gaps;

    private MetricTerms(List<Term> metricTerms, List<List<String>> entityTerms, Set<String> gaps) {
        this.metricTerms = metricTerms;
        this.entityTerms = entityTerms;
        this.gaps = gaps;
    }

    static MetricTerms of(SemanticModel model, QuestionTokenizer tokenizer) {
        return of(model, tokenizer, List.of());
    }

    /**
     * @param gaps words allowed between the words of a metric's phrase ("tracks have been sold" for
     *             "tracks sold"), claimed with it
     */
    static MetricTerms of(SemanticModel model, QuestionTokenizer tokenizer, List<String> gaps) {
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
        return new MetricTerms(List.copyOf(terms), List.copyOf(entities), Set.copyOf(gaps));
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
                int n = span(p, i, t.stems());
                if (n < 0 || covered(inEntity, i, n)) continue;
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

    /** @return how many words from at spell the stems, with gap words between them; -1 when they do not */
    private int span(QuestionReader.Pass p, int at, List<String> stems) {
        int k = at;
        for (int w = 0; w < stems.size(); w++) {
            while (w > 0 && k < p.size() && !p.used[k] && gaps.contains(p.raw(k))) k++;
            if (k >= p.size() || p.used[k] || !p.t(k).stem().equals(stems.get(w))) return -1;
            k++;
        }
        return k - at;
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
