package io.askdb.linking;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The search terms of a question and its evidence: every word's analyzed term, plus the
 * analyzed compound of each two adjacent words ("floating ip" also gives the term of
 * "floatingip"), so questions meet identifiers written without separators.
 */
final class QuestionTerms {
    /** Guards Lucene's limit of 1024 clauses per boolean query, with 4 fields per term. */
    static final int MAX_TERMS = 200;

    private QuestionTerms() {
    }

    /**
     * @param analyzer the analyzer the index was built with; not null
     * @param question the question; not null
     * @param evidence the evidence, or empty; not null
     * @return distinct terms in first-seen order, at most {@link #MAX_TERMS}; empty when the text
     *         has only stop words
     */
    static List<String> of(SchemaAnalyzer analyzer, String question, String evidence) {
        List<String> words = IdentifierWords.split(question + " " + evidence);
        Set<String> terms = new LinkedHashSet<>();
        for (int i = 0; i < words.size() && terms.size() < MAX_TERMS; i++) {
            List<String> single = analyzer.terms(words.get(i));
            terms.addAll(single);
            if (!single.isEmpty() && i + 1 < words.size()) {
                List<String> next = analyzer.terms(words.get(i + 1));
                if (!next.isEmpty()) {
                    terms.addAll(analyzer.terms(words.get(i) + words.get(i + 1)));
                }
            }
        }
        return terms.stream().limit(MAX_TERMS).toList();
    }
}
