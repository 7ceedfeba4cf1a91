package io.askdb.planner;

/**
 * Claims phrases that only restate "all of it" ({@code filler} in the lexicon): "in the catalog",
 * "does the company have", "in total". They come before catalog names, so "company" in "does the
 * company have" is never read as the column Customer.Company.
 */
final class FillerPhrases {
    private final Lexicon lex;

    FillerPhrases(Lexicon lex) {
        this.lex = lex;
    }

    void claim(QuestionReader.Pass p) {
        for (int i = 0; i < p.size(); i++) {
            int len = p.phraseAt(i, lex.phrases("filler"));
            if (len > 0) p.skip(i, len);
        }
    }
}
