package io.askdb.linking;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.LowerCaseFilter;
import org.apache.lucene.analysis.StopFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.en.EnglishPossessiveFilter;
import org.apache.lucene.analysis.en.PorterStemFilter;
import org.apache.lucene.analysis.standard.StandardTokenizer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;

/**
 * The analyzer of every indexed field and of questions: Lucene's standard tokenizer, lower-case,
 * English possessive removal, Lucene's English stop words
 * ({@link EnglishAnalyzer#ENGLISH_STOP_WORDS_SET}) and the Porter stemmer, so "customers" and
 * "customer" meet. Text is split into words by {@link IdentifierWords} before it gets here, so
 * identifiers such as {@code sbCustCountry} are already "sb cust country".
 */
final class SchemaAnalyzer extends Analyzer {

    @Override
    protected TokenStreamComponents createComponents(String fieldName) {
        Tokenizer source = new StandardTokenizer();
        TokenStream stream = new LowerCaseFilter(source);
        stream = new EnglishPossessiveFilter(stream);
        stream = new StopFilter(stream, EnglishAnalyzer.ENGLISH_STOP_WORDS_SET);
        stream = new PorterStemFilter(stream);
        return new TokenStreamComponents(source, stream);
    }

    /**
     * Runs the analyzer over text that {@link IdentifierWords} has already split.
     *
     * @param text words separated by spaces; not null
     * @return the terms in order, duplicates kept; empty when every word is a stop word
     */
    List<String> terms(String text) {
        List<String> terms = new ArrayList<>();
        try (TokenStream stream = tokenStream("", text)) {
            CharTermAttribute term = stream.addAttribute(CharTermAttribute.class);
            stream.reset();
            while (stream.incrementToken()) {
                terms.add(term.toString());
            }
            stream.end();
        } catch (IOException e) {
            throw new UncheckedIOException("Analyzing in-memory text failed: " + e.getMessage(), e);
        }
        return terms;
    }
}
