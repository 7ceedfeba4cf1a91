package io.askdb.planner;

import io.askdb.planner.read.Singular;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * The planner's generic English vocabulary, read from {@code lexicon.properties}: stop words,
 * cue phrases, number words and synonyms. Its singular stemmer is the frame reader's
 * {@link Singular}, so both readers, question words and catalog names meet in one form.
 */
final class Lexicon {
    private static final Lexicon STANDARD = load("lexicon.properties");

    private final Properties props;
    private final Set<String> stopWords;
    private final Map<String, Integer> numbers = new HashMap<>();
    /** The parsed values of each key read so far: the planner reads the same keys for every question. */
    private final Map<String, List<String>> wordsByKey = new ConcurrentHashMap<>();
    private final Map<String, List<List<String>>> phrasesByKey = new ConcurrentHashMap<>();
    private static final Pattern SPACES = Pattern.compile("\\s+");
    private static final Pattern SMALL_NUMBER = Pattern.compile("\\d{1,6}");

    private Lexicon(Properties props) {
        this.props = props;
        this.stopWords = Set.copyOf(words("stopwords"));
        pairs("numbers").forEach((k, v) -> numbers.put(k, Integer.valueOf(v)));
    }

    /** @return the vocabulary shipped with askdb */
    static Lexicon standard() {
        return STANDARD;
    }

    static Lexicon load(String resource) {
        Properties p = new Properties();
        try (InputStream in = Lexicon.class.getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException("missing planner resource " + resource);
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read planner resource " + resource, e);
        }
        return new Lexicon(p);
    }

    boolean isStopWord(String word) {
        return stopWords.contains(word);
    }

    /** @return the comma-separated values of a key, trimmed and lower-cased; empty when absent */
    List<String> words(String key) {
        return wordsByKey.computeIfAbsent(key, this::parseWords);
    }

    private List<String> parseWords(String key) {
        String v = props.getProperty(key, "");
        List<String> out = new ArrayList<>();
        for (String w : v.split(",")) {
            String t = w.trim().toLowerCase(Locale.ROOT);
            if (!t.isEmpty()) out.add(t);
        }
        return List.copyOf(out);
    }

    /** @return the phrases of a key, each split into words, in file order */
    List<List<String>> phrases(String key) {
        return phrasesByKey.computeIfAbsent(key, k -> {
            List<List<String>> out = new ArrayList<>();
            for (String w : words(k)) out.add(List.of(SPACES.split(w)));
            return List.copyOf(out);
        });
    }

    /** @return the catalog words a question word may mean, best first; empty when none */
    List<String> synonyms(String word) {
        return words("synonym." + word);
    }

    /** @return the number a word or digit string stands for, or null */
    Integer number(String word) {
        if (SMALL_NUMBER.matcher(word).matches()) return Integer.valueOf(word);
        return numbers.get(word);
    }

    /** @return true when the last word of a phrase is singular ("media type", not "media types") */
    boolean singular(String phrase) {
        String[] words = SPACES.split(phrase.toLowerCase(java.util.Locale.ROOT).trim());
        String last = words[words.length - 1];
        return stem(last).equals(last);
    }

    /**
     * @param word a lower-case word
     * @return its singular, by the one stemmer question words and catalog names share ({@link Singular#of})
     */
    String stem(String word) {
        return Singular.of(word);
    }

    /** @return the plural for display in suggestions (person -> people, country -> countries) */
    String plural(String word) {
        for (Map.Entry<String, String> e : Singular.irregular().entrySet()) {
            if (e.getValue().equals(word) && !e.getKey().equals(word)) return e.getKey();
        }
        if (word.endsWith("y") && word.length() > 2 && "aeiou".indexOf(word.charAt(word.length() - 2)) < 0) {
            return word.substring(0, word.length() - 1) + "ies";
        }
        if (word.endsWith("s") || word.endsWith("x") || word.endsWith("ch") || word.endsWith("sh")) return word + "es";
        return word + "s";
    }

    /** @return the word:value pairs of a key, in file order */
    Map<String, String> pairs(String key) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String w : words(key)) {
            int c = w.indexOf(':');
            if (c > 0) out.put(w.substring(0, c), w.substring(c + 1));
        }
        return out;
    }
}
