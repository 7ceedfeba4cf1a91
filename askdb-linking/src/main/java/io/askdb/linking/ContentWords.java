package io.askdb.linking;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.en.EnglishAnalyzer;

/**
 * The words of a question and which of them carry content: at least {@value #MIN_LENGTH}
 * characters, not a number, not one of Lucene's English stop words
 * ({@link EnglishAnalyzer#ENGLISH_STOP_WORDS_SET}) and not a word every question about data uses
 * (question words, verbs of asking, aggregates, quantifiers, pronouns; {@link #QUESTION_WORDS}).
 */
final class ContentWords {
    static final int MIN_LENGTH = 3;
    static final Set<String> QUESTION_WORDS = Set.of(
            "which", "what", "who", "whom", "whose", "where", "when", "why", "how", "many", "much",
            "show", "list", "give", "find", "tell", "display", "get", "return", "fetch",
            "please", "want", "need", "know", "see", "can", "could", "would", "should", "may", "might",
            "did", "does", "done", "have", "has", "had", "been", "being", "were", "was", "are", "all",
            "each", "every", "per", "any", "some", "most", "least", "more", "less", "than", "top", "bottom",
            "number", "count", "total", "sum", "average", "avg", "mean", "maximum", "minimum", "max", "min",
            "from", "about", "over", "under", "between", "among", "across", "within", "without", "also",
            "only", "just", "both", "either", "neither", "other", "others", "same", "different",
            "you", "your", "our", "ours", "his", "her", "hers", "its", "them", "those", "these", "this",
            "that", "there", "here", "they", "she", "him", "one", "ones", "out", "off", "via",
            "sorted", "sort", "grouped", "along", "together", "including",
            "whether", "ever", "now", "still", "yet", "again", "like", "such");
    private static final CharArraySet STOP = EnglishAnalyzer.ENGLISH_STOP_WORDS_SET;
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{N}]+");
    private static final Pattern NUMBER = Pattern.compile("\\p{N}+([.,]\\p{N}+)?(st|nd|rd|th|s)?");

    private ContentWords() {
    }

    /** A word of the text with its start offset. */
    record Word(String text, int start) {
        String lower() {
            return text.toLowerCase(Locale.ROOT);
        }
    }

    /** @return every run of letters and digits in the text, as written, in order */
    static List<Word> words(String text) {
        List<Word> out = new ArrayList<>();
        Matcher m = WORD.matcher(text);
        while (m.find()) out.add(new Word(m.group(), m.start()));
        return out;
    }

    /** @return true when the lower-case word carries content, as defined in the class comment */
    static boolean isContent(String lower) {
        return lower.length() >= MIN_LENGTH && !NUMBER.matcher(lower).matches()
                && !STOP.contains(lower) && !QUESTION_WORDS.contains(lower);
    }
}
