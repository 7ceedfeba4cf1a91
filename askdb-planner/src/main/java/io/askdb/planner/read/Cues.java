package io.askdb.planner.read;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The frame reader's English, read from {@code cues.properties}: question frames, counting and
 * aggregate words, comparisons, order, grouping and the function words that link a question's
 * parts. Phrases are compared with the question's words as written (lower case).
 */
public final class Cues {
    private static final Cues STANDARD = load("cues.properties");

    private final Properties props;
    private final Map<String, List<List<String>>> phrases = new ConcurrentHashMap<>();

    private Cues(Properties props) {
        this.props = props;
    }

    /** @return the built-in cues */
    public static Cues standard() {
        return STANDARD;
    }

    /**
     * @param key   a key of cues.properties, e.g. "count" or "cmp.gt"
     * @param words the question's words
     * @param at    where the phrase would start
     * @return the length of the longest phrase of {@code key} at {@code at} (quoted words never match), or 0
     */
    public int at(String key, List<Word> words, int at) {
        int best = 0;
        for (List<String> ph : phrases(key)) {
            if (ph.size() <= best || at + ph.size() > words.size()) continue;
            boolean ok = true;
            for (int k = 0; k < ph.size() && ok; k++) {
                Word w = words.get(at + k);
                ok = !w.quoted() && ph.get(k).equals(w.text());
            }
            if (ok) best = ph.size();
        }
        return best;
    }

    /** @return the phrases of a key, each split into words; empty for an unknown key */
    public List<List<String>> phrases(String key) {
        return phrases.computeIfAbsent(key, k -> {
            List<List<String>> out = new ArrayList<>();
            for (String p : props.getProperty(k, "").split(",")) {
                String t = p.strip();
                if (!t.isEmpty()) out.add(List.of(t.split("\\s+")));
            }
            if (k.equals("and")) out.add(List.of(","));
            return List.copyOf(out);
        });
    }

    private static Cues load(String resource) {
        Properties p = new Properties();
        try (InputStream in = Cues.class.getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException("missing resource io/askdb/planner/read/" + resource);
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(resource, e);
        }
        return new Cues(p);
    }
}
